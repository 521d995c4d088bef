"""Short game: a house rule for Ticket to Ride: Europe (``europe``) that only changes numbers.

30 trains each instead of 45 and the last round from 4 trains or fewer instead of 2: both numbers,
with their reasons, are in ruleset.toml ``[rules]``, handed to the match by
``railcade_rule_changes``. The rules themselves are europe's, untouched.

Made with ``railcade new variant europe-short-game --for europe`` (docs/plugins.md, "Your first
variant").
"""

from __future__ import annotations

from game import hookimpl

PACKAGE = "railcade_europe_short_game"
PLUGIN_ID = "europe-short-game"


@hookimpl
def railcade_plugin_info():
    from game.plugins import info_from_package

    return info_from_package(PACKAGE)  # reads ruleset.toml and the manifests it lists


@hookimpl
def railcade_rule_changes(game):
    """The numbers of this package's ruleset.toml ``[rules]`` replace europe's."""
    return dict(game.variant_data[PLUGIN_ID].ruleset.rules)
