"""Bad input and failures told in plain words: where in a file a problem is, broken settings,
saves that are not saves, a plugin that failed during a game."""

EN = {
    "faults.where": "file {file}",
    "faults.line": "line {n}",
    "faults.byte": "byte {n}",
    "faults.key": "at {name}",
    "faults.save.too_large": "This file is too large to be a saved game (a save is at most {limit} MB).",
    "faults.save.not_text": "This file is not a saved game: it is not text.",
    "faults.save.not_a_save": "This file is not a saved game.",
    "faults.save.damaged": "This save is damaged and cannot be read.",
    "faults.settings.broken": "Your settings file could not be read ({where}): default settings are used. "
                              "The old file is kept as {kept}.",
    "faults.settings.values": "Some settings were not valid ({where}): defaults are used for them. "
                              "The old file is kept as {kept}.",
    "faults.plugin_failed": "The plugin “{plugin}” failed during the game and has been switched off. "
                            "The game is kept as it was before that move.",
    "faults.plugin_failed_no_save": "The plugin “{plugin}” failed during the game and has been switched off.",
}

FR = {
    "faults.where": "fichier {file}",
    "faults.line": "ligne {n}",
    "faults.byte": "octet {n}",
    "faults.key": "à {name}",
    "faults.save.too_large": "Ce fichier est trop gros pour être une partie sauvegardée (une sauvegarde fait au plus {limit} Mo).",
    "faults.save.not_text": "Ce fichier n’est pas une partie sauvegardée : ce n’est pas du texte.",
    "faults.save.not_a_save": "Ce fichier n’est pas une partie sauvegardée.",
    "faults.save.damaged": "Cette sauvegarde est abîmée et ne peut pas être lue.",
    "faults.settings.broken": "Le fichier de réglages est illisible ({where}) : les réglages par défaut sont utilisés. "
                              "L’ancien fichier est gardé sous le nom {kept}.",
    "faults.settings.values": "Certains réglages n’étaient pas valables ({where}) : leurs valeurs par défaut sont utilisées. "
                              "L’ancien fichier est gardé sous le nom {kept}.",
    "faults.plugin_failed": "L’extension « {plugin} » a échoué pendant la partie et a été désactivée. "
                            "La partie est gardée telle qu’elle était avant ce coup.",
    "faults.plugin_failed_no_save": "L’extension « {plugin} » a échoué pendant la partie et a été désactivée.",
}
