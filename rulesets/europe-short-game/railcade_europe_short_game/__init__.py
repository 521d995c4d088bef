"""Europe short game: a variant of Ticket to Ride: Europe for railcade."""
