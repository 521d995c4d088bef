"""Words of the panel that shows other players' tickets when they lie face up (open tickets)."""

EN = {
    "open_tickets.title": "Tickets of {name} · {done}/{n} linked",
    "open_tickets.none": "No ticket kept yet.",
    "open_tickets.more": "and {n} more",
    "open_tickets.pin": "Tap the player to keep this open.",
    "open_tickets.unpin": "Tap the player again to close.",
}

FR = {
    "open_tickets.title": "Destinations de {name} · {done}/{n} reliées",
    "open_tickets.none": "Aucune destination gardée pour l'instant.",
    "open_tickets.more": "et {n} de plus",
    "open_tickets.pin": "Touchez le joueur pour garder ce panneau ouvert.",
    "open_tickets.unpin": "Touchez de nouveau le joueur pour fermer.",
}
