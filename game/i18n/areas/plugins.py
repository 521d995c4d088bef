"""Words of the plugin manager: the plugins screen, its plain reasons, the switch in the settings."""

EN = {
    "plugins.reason.import": "Its code could not be loaded: {detail}.",
    "plugins.reason.import_missing": "it needs the Python module “{module}”, which is not installed",
    "plugins.reason.hooks": "It uses a hook railcade does not know, or with other arguments: {detail}.",
    "plugins.reason.metadata": "Its description (ruleset.toml) is incomplete or wrong: {detail}.",
    "plugins.reason.manifest": "One of its data files has a mistake: {detail}.",
    "plugins.reason.manifest_more": "{detail} (and {n} more)",
    "plugins.reason.duplicate": "Another installed plugin already uses the id “{id}”: uninstall one of the two.",
    "plugins.reason.failed": "It stopped with an error during a game, so it is off until railcade restarts: {detail}.",
    "plugins.reason.environment": "Left out by the RAILCADE_PLUGINS or RAILCADE_DISABLE_PLUGINS setting of this computer.",
    "plugins.reason.missing_game": "It changes {games}, which is not installed or not working.",
    "plugins.reason.switched_off": "Switched off: not offered on the New game screen.",
    "plugins.group.elsewhere": "Not under any installed game",
    "plugins.variant_of": "variant",
    "plugins.switch_on": "On",
    "plugins.switch_off": "Off",
    "plugins.switch_hint": "“Off” takes a game or a variant out of New game without uninstalling it.",
    "plugins.read_only": "This screen is read-only here: ask the staff to change the games on offer.",
    "plugins.install_title": "Add a game or a variant",
    "plugins.install_steps": "In a terminal on this computer, with NAME a package name, a folder or a .whl file:\n"
                             "railcade plugins install NAME\n"
                             "railcade plugins remove NAME\n"
                             "then restart railcade. To write your own variant:\n"
                             "railcade new variant NAME --for europe\n"
                             "and follow docs/plugins.md.",
    "plugins.version": "v{version}",
    "plugins.page": "{first}–{last} of {total}",
}

FR = {
    "plugins.reason.import": "Son code n'a pas pu être chargé\u00a0: {detail}.",
    "plugins.reason.import_missing": "il lui faut le module Python « {module} », qui n'est pas installé",
    "plugins.reason.hooks": "Il utilise un point d'extension que railcade ne connaît pas, ou avec d'autres arguments\u00a0: {detail}.",
    "plugins.reason.metadata": "Sa description (ruleset.toml) est incomplète ou fausse\u00a0: {detail}.",
    "plugins.reason.manifest": "Un de ses fichiers de données contient une erreur\u00a0: {detail}.",
    "plugins.reason.manifest_more": "{detail} (et {n} autres)",
    "plugins.reason.duplicate": "Un autre module installé utilise déjà l'identifiant « {id} » : désinstallez l'un des deux.",
    "plugins.reason.failed": "Il s'est arrêté sur une erreur pendant une partie ; il reste désactivé jusqu'au redémarrage de railcade\u00a0: {detail}.",
    "plugins.reason.environment": "Écarté par le réglage RAILCADE_PLUGINS ou RAILCADE_DISABLE_PLUGINS de cet ordinateur.",
    "plugins.reason.missing_game": "Il modifie {games}, qui n'est pas installé ou ne fonctionne pas.",
    "plugins.reason.switched_off": "Désactivé\u00a0: il n'est pas proposé dans Nouvelle partie.",
    "plugins.group.elsewhere": "Hors des jeux installés",
    "plugins.variant_of": "variante",
    "plugins.switch_on": "Activé",
    "plugins.switch_off": "Désactivé",
    "plugins.switch_hint": "« Désactivé » retire un jeu ou une variante de Nouvelle partie sans le désinstaller.",
    "plugins.read_only": "Cet écran est en lecture seule ici : demandez à l'équipe pour changer les jeux proposés.",
    "plugins.install_title": "Ajouter un jeu ou une variante",
    "plugins.install_steps": "Dans un terminal sur cet ordinateur, NOM étant un nom de paquet, un dossier ou un fichier .whl\u00a0:\n"
                             "railcade plugins install NOM\n"
                             "railcade plugins remove NOM\n"
                             "puis relancez railcade. Pour écrire votre variante\u00a0:\n"
                             "railcade new variant NOM --for europe\n"
                             "et suivez docs/plugins.md.",
    "plugins.version": "v{version}",
    "plugins.page": "{first}–{last} sur {total}",
}
