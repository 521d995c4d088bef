"""The Express bots at the table: a bot partner answers « Partenaire, est-ce que je peux sortir ? »,
normal goes out when it can, and every level answers with a legal action (hard from its search)."""

from __future__ import annotations

from express_helpers import find, lay, new_match, set_hand, turn_of

from game.bots import make_bot
from railcade_express.state import ASK


def ready_to_go_out(match, seat=0):
    """``seat``'s side has a 5-car and a 4-car train; the hand holds one more tank and a card to discard."""
    lay(match, seat, "coal", "coal", "coal", "coal", "coal")
    four = lay(match, seat, "tank", "tank", "tank")
    set_hand(match, seat, "tank", "hopper")
    turn_of(match, seat)
    return four


def answer_of_bot_partner(partner_hand: tuple[str, ...]) -> str:
    match = new_match(4)
    ready_to_go_out(match)
    set_hand(match, 2, *partner_hand)
    match.apply(find(match, 0, "ask_partner"))
    assert match.state.phase == ASK and match.active_seats == (2,)
    bot = make_bot("normal", match, 2, seed=5)
    return bot.choose(match.view(2), match.legal_actions(2)).target


def test_a_bot_partner_answers_yes_or_no_by_what_its_hand_would_cost():
    """"L'équipier doit répondre par 'oui' ou 'non'": a bot partner holding little says yes; one
    holding many points' worth of cars (subtracted from the side's score) says no while the deal is young."""
    assert answer_of_bot_partner(("box_car",)) == "answer_yes"
    assert answer_of_bot_partner(("auto_carrier", "auto_carrier", "commuter", "piggyback", "steel_coil")) == "answer_no"


def test_normal_goes_out_when_it_can_and_its_side_leads():
    """"Pour pouvoir sortir ... un train de 5 wagons et un autre de 4": normal plays the card that
    makes the 4-car train (or asks its partner first), then discards its last card."""
    match = new_match(4)
    four = ready_to_go_out(match)
    set_hand(match, 2)  # the partner holds nothing: no need to ask
    bot = make_bot("normal", match, 0, seed=1)
    action = bot.choose(match.view(0), match.legal_actions(0))
    assert (action.kind, action.target, action.choice) == ("add_car", "tank", (str(four),))
    match.apply(action)
    action = bot.choose(match.view(0), match.legal_actions(0))
    assert (action.kind, action.target) == ("discard", "hopper")
    events = match.apply(action)
    assert any(e.kind == "went_out" for e in events)


def test_every_level_answers_with_a_legal_action_in_a_real_deal():
    """Bots read only their seat's view; hard's determinized search (one sampled world here, to stay
    quick) and expert return one of the legal actions too."""
    for level in ("easy", "normal", "hard", "expert"):
        match = new_match(4, seed=11)
        bots = [make_bot(level if seat == 0 else "normal", match, seat, seed=seat) for seat in range(4)]
        if level in ("hard", "expert"):
            bots[0].iterations = 1
            bots[0].time_budget = 30.0  # the iterations, not the clock, end the search: the same moves every run
        for _ in range(60):
            if match.is_over:
                break
            seat = match.active_seats[0]
            legal = match.legal_actions(seat)
            action = bots[seat].choose(match.view(seat), legal)
            assert action in legal, (level, seat, action)
            match.apply(action)
