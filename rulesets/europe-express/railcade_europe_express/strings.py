"""The words of Europe Express the table shows (registered with ``game.i18n.register_strings``)."""

STRINGS = {
    "fr": {
        "kind.take_locomotive": "prendre une Locomotive",
        "cat.bonus": "Bonus Europe-Express",
        "europe_express.loco_pile": "Locomotives",
        "europe_express.bonus_stack": "Bonus Londres – Istanbul",
        "europe_express.link_race": "Londres → Istanbul : wagons encore à poser",
    },
    "en": {
        "kind.take_locomotive": "take a Locomotive",
        "cat.bonus": "Europe-Express bonus",
        "europe_express.loco_pile": "Locomotives",
        "europe_express.bonus_stack": "London – Istanbul bonus",
        "europe_express.link_race": "London → Istanbul: trains still to place",
    },
}
