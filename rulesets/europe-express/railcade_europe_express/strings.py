"""The words of Europe Express the table shows (registered with ``game.i18n.register_strings``)."""

STRINGS = {
    "fr": {
        "kind.take_locomotive": "prendre une Locomotive",
        "cat.bonus": "Bonus Europe-Express",
        "europe_express.loco_pile": "Locomotives",
        "europe_express.bonus_stack": "Bonus {a} – {b}",
        "europe_express.link_cars": "Londres–Istanbul : {n} wagons",
        "europe_express.link_done": "Londres–Istanbul relié",
        "europe_express.link_cut": "Londres–Istanbul coupé",
    },
    "en": {
        "kind.take_locomotive": "take a Locomotive",
        "cat.bonus": "Europe-Express bonus",
        "europe_express.loco_pile": "Locomotives",
        "europe_express.bonus_stack": "{a} – {b} bonus",
        "europe_express.link_cars": "London–Istanbul: {n} wagons",
        "europe_express.link_done": "London–Istanbul linked",
        "europe_express.link_cut": "London–Istanbul cut off",
    },
}
