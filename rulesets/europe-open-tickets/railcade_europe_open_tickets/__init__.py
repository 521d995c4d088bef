"""Europe open tickets: a variant of Ticket to Ride: Europe for railcade."""
