"""Words about the bots at the table: the expert level and the indicator of a bot thinking."""

# "level.expert" sits with the other level names (level.*), which the new-game screen cycles.
EN = {
    "bots.thinking": "{name} is thinking… {seconds} s",
    "level.expert": "Expert",
}

FR = {
    "bots.thinking": "{name} réfléchit… {seconds} s",
    "level.expert": "Expert",
}
