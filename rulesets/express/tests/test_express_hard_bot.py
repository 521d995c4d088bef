"""The hard Express bot at the decisions it searches (normal's play elsewhere): taking the discard
that lets it go out, going out when that wins the game although the deal alone looks lost, and
answering a disaster with its maintenance car. Each position is built by hand; the search runs a
fixed number of sampled worlds (no clock), so the same moves come every run."""

from __future__ import annotations

from express_helpers import card, find, lay, new_match, set_hand, turn_of

from game.bots import make_bot
from railcade_express.state import COUNTER, DRAW


def searching_bot(level: str, match, seat: int = 0):
    bot = make_bot(level, match, seat, seed=3)
    if level == "hard":
        bot.iterations = 8
        bot.time_budget = 60.0  # the worlds, not the clock, end the search
    return bot


def choice(level: str, match, seat: int = 0):
    return searching_bot(level, match, seat).choose(match.view(seat), match.legal_actions(seat))


def one_car_short(totals: list[int] | None = None, top: str = "tank"):
    """Two players; seat 0's side has a 5-car coal train and a 3-car tank train and holds one hopper;
    the top discard is ``top``; seat 1 has laid nothing and holds five cars."""
    match = new_match(2, seed=4)
    lay(match, 0, "coal", "coal", "coal", "coal", "coal")
    lay(match, 0, "tank", "tank", "tank")
    set_hand(match, 0, "hopper")
    set_hand(match, 1, "auto_carrier", "auto_carrier", "steel_coil", "commuter", "piggyback")
    state = match.state
    top_card = card(match, top)
    state.pile.remove(top_card)
    state.discard.append(top_card)
    if totals is not None:
        state.totals = list(totals)
    return match


def test_hard_takes_the_discard_that_lets_it_go_out():
    """"prendre celle du dessus de la pile de défausse" ... "Sortie anticipée": the top tank makes the
    4-car train, and the hopper is then the last discard. Normal draws two cards (a 2-point tank is
    not worth a sure card to it); hard sees that taking it ends the deal with its side ahead."""
    match = one_car_short()
    turn_of(match, 0, phase=DRAW)
    assert choice("normal", match).kind == "draw"
    assert choice("hard", match).kind == "take_discard"


def test_hard_goes_out_when_it_wins_the_game_though_the_deal_is_behind():
    """"La première équipe qui atteint 100 points [50 à 2 joueurs] est déclarée vainqueur": with 40
    points already against 0, going out now (33 points this deal) wins the game even though the
    other side's trains are worth more this deal. The way out is a caboose as the tank train's fourth
    car ("Un fourgon peut être joué à la fin de n'importe quel train posé"), then the hopper as the last
    discard. Normal, which weighs the deal alone, keeps the caboose and discards; hard goes out."""
    match = one_car_short(totals=[40, 0], top="hopper")
    lay(match, 1, "auto_carrier", "auto_carrier", "auto_carrier", "auto_carrier", "auto_carrier", "auto_carrier")
    lay(match, 1, "steel_coil", "steel_coil", "steel_coil", "steel_coil", "steel_coil")
    set_hand(match, 0, "caboose", "hopper")
    turn_of(match, 0)
    assert choice("normal", match).kind == "discard"
    hard = searching_bot("hard", match)
    for expected in (("add_car", "caboose"), ("discard", "hopper")):
        action = hard.choose(match.view(0), match.legal_actions(0))
        assert (action.kind, action.target) == expected
        events = match.apply(action)
    assert any(e.kind == "went_out" for e in events)
    assert match.is_over and match.state.winners == [0]


def test_hard_answers_a_wreck_with_its_heavy_crane():
    """"Si la carte maintenance est encore dans la main du joueur il peut la poser immédiatement et
    annoncer une réparation": hard, holding the heavy crane, repairs the wreck of its train."""
    match = new_match(2, seed=4)
    victim = lay(match, 0, "coal", "coal", "coal", "coal")
    set_hand(match, 0, "heavy_crane", "box_car", "tank")
    set_hand(match, 1, "wreck", "hopper", "hopper")
    turn_of(match, 1)
    match.apply(find(match, 1, "disaster", "wreck", (f"train:{victim}",)))
    assert match.state.phase == COUNTER and match.active_seats == (0,)
    assert choice("hard", match).kind == "repair"
