"""Words of the route table's extra pieces (game/client/route_extras.py)."""

EN = {
    "route_extras.tickets": "Tickets",
}

FR = {
    "route_extras.tickets": "Destinations",
}
