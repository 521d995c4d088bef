"""One module per area of the client (kiosk, plugin manager, help, ...), each defining ``EN`` and
``FR``: dicts with the same keys. Keys are prefixed with the area's name. Splitting the tables by
area keeps each feature's words beside each other and lets features grow without touching one
shared file."""
