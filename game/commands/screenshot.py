"""``railcade screenshot``: render one scene headless at 1920x1080 into a PNG.

Used by tests and by people reviewing changes: ``--after K`` plays K random-bot actions first
(``end`` plays to the end), so any moment of a game can be looked at without a screen.
"""

from __future__ import annotations

import sys

NAME = "screenshot"
HELP = ("render a scene headless (1920x1080) to a PNG: table, end, score, title, newgame, settings, plugins, "
        "privacy, pause, log, help (How to play), guide (the guided first game)")

SCENES = ("table", "end", "score", "title", "newgame", "settings", "plugins", "privacy", "pause", "log", "help",
          "guide")


def add_arguments(parser) -> None:
    parser.add_argument("--ruleset", default="europe")
    parser.add_argument("--variant", action="append", default=[], metavar="ID")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--after", type=int, default=0, metavar="K", help="bot actions to play first")
    parser.add_argument("--bots", default="random", metavar="LEVEL",
                        help="level of the bots that play those actions (random, easy, normal, hard)")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a ruleset option (repeatable)")
    parser.add_argument("--scene", choices=SCENES, default="table")
    parser.add_argument("--lang", choices=("fr", "en"), default="en")
    parser.add_argument("--colorblind", action="store_true", help="draw the colour-blind symbols")
    parser.add_argument("--open", default="", metavar="KIND",
                        help="table: open the choices of the first legal target of this kind that has "
                             "several (route, city, ticket, any), e.g. to look at a payment panel; "
                             "seat:N shows seat N's face-up tickets (open-tickets variant); my-ticket points at "
                             "the player's first ticket (shown on the map), tickets opens their overview")
    parser.add_argument("--through", type=int, default=None, metavar="N",
                        help="how many of the --after actions are played at the table, so its turn recaps and "
                             "game log show them (default: two rounds of turns)")
    parser.add_argument("--section", default="", metavar="ID",
                        help="help: the section of the ruleset's help.toml to show (default: the first)")
    parser.add_argument("--out", default="screenshot.png", metavar="FILE.png")


def render(args):
    from game.client.headless import make_app, make_match, play

    app = make_app(args.lang, colorblind=args.colorblind, audio=False)
    from game.client.pg import pygame

    scene_name = args.scene
    if scene_name == "help":
        show_help(app, args.ruleset, getattr(args, "section", ""))
    elif scene_name == "guide":
        from game.client.guide import start_guided_game

        table = start_guided_game(app, seed=args.seed)
        table.autoplay = False
        table.guide.play_for_screenshot(args.after)
        app.update(0.5)
    elif scene_name in ("title", "newgame", "settings", "plugins"):
        from game.client.scenes.newgame import NewGameScene
        from game.client.scenes.plugins import PluginsScene
        from game.client.scenes.settings import SettingsScene
        from game.client.scenes.title import TitleScene

        classes = {"title": TitleScene, "newgame": NewGameScene, "settings": SettingsScene, "plugins": PluginsScene}
        app.push(TitleScene(app))
        if scene_name != "title":
            app.push(classes[scene_name](app))
        app.update(1.2)
    else:
        from game.client.scenes.table import TableScene

        humans = 2 if scene_name == "privacy" else 1
        through = 0
        from game.commands._options import parse_options

        match = make_match(args.ruleset, args.variant, args.players, args.seed, humans=humans, registry=app.registry,
                           level=args.bots, options=parse_options(getattr(args, "option", [])) or None)
        if scene_name == "end":
            play(match, None, args.seed, level=args.bots)
        elif scene_name == "score" and "rounds" in match.view(None):  # a game played in rounds or deals
            play(match, None, args.seed, until_round_end=True, level=args.bots)
        else:
            if scene_name in ("table", "log", "pause"):
                through = args.through if args.through is not None else 2 * args.players
                through = max(0, min(through, args.after))
            play(match, args.after - through, args.seed, level=args.bots)
        table = TableScene(app, match)
        table.autoplay = False
        app.push(table)
        if through:
            from game.client.headless import play_at_table

            play_at_table(app, table, through, args.seed, level=args.bots)
            if table.viewer is None and table.session.humans:  # stop on the human's view, as in play
                table.set_viewer(table.session.humans[0])
        if scene_name == "end" or (scene_name == "score" and match.is_over):
            from game.client.scenes.score import ScoreScene

            app.reset_to(ScoreScene(app, match, final=True))
            app.update(10.0)
            for _ in range(40):
                app.update(0.1)
        elif scene_name == "score":
            from game.client.scenes.score import RoundScoreScene, ScoreScene

            rounds = table.view.get("rounds") or []
            own_scene = getattr(table.hud, "round_score_scene", None)  # a family view's own screen
            if rounds and own_scene is not None:
                app.push(own_scene(rounds[-1]))
                for _ in range(40):
                    app.update(0.1)
            elif rounds:
                last = rounds[-1]
                table.round_overlay = (table.hud.virtual_lines(last["virtual_segments"]),
                                       [table.hud.seat_rgb(s) for s in range(len(last["lost"]))])
                table.frozen_tracks = list(last["tracks"])
                data = dict(last)
                data["points"] = table.view["score"]["points"]
                app.push(RoundScoreScene(app, table, data))
            else:
                app.push(ScoreScene(app, match, final=False))
                for _ in range(40):
                    app.update(0.1)
        elif scene_name == "privacy":
            table.autoplay = True
            for _ in range(10):
                app.update(0.05)
                if app.scene is not table:
                    break
        elif scene_name == "pause":
            table.open_menu()
        elif scene_name == "log":
            table.open_log()
            app.update(0.1)
        else:
            app.update(0.5)
            if getattr(args, "open", ""):
                if args.open.startswith("seat:"):
                    show_seat_panel(table, args.open)
                elif args.open in ("my-ticket", "tickets"):
                    show_my_tickets(table, args.open)
                else:
                    open_first_choice(table, args.open)
                app.update(0.1)
    app.draw(app.screen)
    pygame.image.save(app.screen, args.out)
    return app


def show_help(app, ruleset: str, section: str) -> None:
    """How to play of ``ruleset``, open on ``section`` (an id of its help.toml or a variant's)."""
    from game.client.scenes.help import HelpScene
    from game.client.scenes.title import TitleScene

    app.push(TitleScene(app))
    scene = HelpScene(app, ruleset)
    if scene.record is None or scene.record.id != ruleset:
        raise ValueError(f"no How to play for {ruleset!r}")
    app.push(scene)
    if section:
        ids = [page.section.id for page in scene.pages()]
        if section not in ids:
            raise ValueError(f"no section {section!r} in the help of {ruleset!r} (sections: {', '.join(ids)})")
        scene.go_to(ids.index(section))
    app.update(0.2)


def show_seat_panel(table, spec: str) -> None:
    """Focus a seat panel that shows something of its own (another player's face-up tickets)."""
    seat = spec.split(":", 1)[1]
    keys = [t.key for t in table.nav.targets if t.key[0] == "open-tickets"]
    wanted = ("open-tickets", int(seat)) if seat.isdigit() else None
    if wanted not in keys:
        shown = ", ".join(f"seat:{k[1]}" for k in keys) or "none (no variant lays tickets face up here)"
        raise ValueError(f"no panel to show for {spec!r} (available: {shown})")
    table.nav.focus = wanted


def show_my_tickets(table, what: str) -> None:
    """Point at the player's first ticket tile (its cities ringed on the map) or open the overview
    of all the player's tickets."""
    tiles = [t.key for t in table.nav.targets if t.key[0] == "ticket-tile"]
    if not tiles:
        raise ValueError("the player holds no ticket at this point of the game")
    if what == "tickets":
        table.hud.my_tickets.open_overview()
    else:
        table.nav.focus = tiles[0]


def open_first_choice(table, kind: str) -> None:
    """Open the choice panel of the first target of ``kind`` offering several actions (payments,
    tickets to keep); an error if there is none at this point of the game."""
    if table.open_key is not None and kind in ("any", table.open_key[0]):
        return
    for key, actions in table.groups.items():
        if (kind == "any" or key[0] == kind) and len(actions) > 1:
            table.choose(key)
            return
    offered = sorted({k[0] for k, a in table.groups.items() if len(a) > 1})
    raise ValueError(f"no {kind!r} target with several choices now (with several: {', '.join(offered) or 'none'})")


def run(args) -> int:
    try:
        render(args)
    except ValueError as exc:  # a request this game cannot show (e.g. nothing to open): say why
        print(f"railcade screenshot: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # noqa: BLE001 - a bug: keep the trace for whoever reports it
        import traceback

        traceback.print_exc()
        print(f"railcade screenshot: {exc}", file=sys.stderr)
        return 1
    print(args.out)
    return 0
