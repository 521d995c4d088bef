"""Laying cards ("Pose de cartes", "Cartes de maintenance", "Fourgon de queue", "Wagon extravagant")."""

from __future__ import annotations

from express_helpers import card, find, has, lay, new_match, set_hand, train_of, turn_of

from railcade_express.trains import LINK, SAME, roles


def ids(match, *names):
    return [card(match, n) for n in names]


def test_a_train_is_a_face_down_locomotive_and_a_car():
    """"La pose de base est constituée d'une locomotive et d'un wagon"; "Une locomotive ne peut pas
    être posée sans un wagon et inversement"; any card may be the locomotive (its back)."""
    match = new_match(4)
    set_hand(match, 0, "coal", "wreck", "tank", "hopper")
    turn_of(match, 0)
    match.apply(find(match, 0, "new_train", "coal", ("wreck",)))
    train = match.state.trains[0][0]
    assert train.cars == ids(match, "coal") and train.loco == card(match, "wreck")
    starters = {a.target for a in match.legal_actions(0) if a.kind == "new_train"}
    assert starters <= {"tank", "hopper"}  # only cars start a train, never a lone locomotive


def test_only_identical_cars_are_added():
    """"On ne peut rajouter que des wagons identiques au premier."""
    match = new_match(4)
    train = lay(match, 0, "coal")
    set_hand(match, 0, "coal", "tank", "box_car", "hopper")
    turn_of(match, 0)
    assert has(match, 0, "add_car", "coal", (str(train),))
    assert not has(match, 0, "add_car", "tank", (str(train),))


def test_passenger_cars_are_all_identical_for_building():
    """"il n'y a aucune distinction entre les différentes voitures (toutes les voitures sont identiques
    dans l'objectif de constituer des trains)"."""
    match = new_match(4)
    train = lay(match, 0, "baggage")
    set_hand(match, 0, "coach", "observation", "coal", "tank")
    turn_of(match, 0)
    assert has(match, 0, "add_car", "coach", (str(train),)) and has(match, 0, "add_car", "observation", (str(train),))
    assert not has(match, 0, "add_car", "coal", (str(train),))


def test_cars_are_added_on_one_side_in_a_fixed_order():
    """"Les wagons se rajoutent d'un seul côté de la locomotive ... l'ordre des cartes ne peut plus être changé"."""
    match = new_match(4)
    train = lay(match, 0, "baggage")
    set_hand(match, 0, "dome", "coach", "tank", "tank")
    turn_of(match, 0)
    match.apply(find(match, 0, "add_car", "dome", (str(train),)))
    match.apply(find(match, 0, "add_car", "coach", (str(train),)))
    assert train_of(match, train).cars == ids(match, "baggage", "dome", "coach")


def test_maintenance_cars_are_laid_alone_one_per_turn():
    """"N'importe quelle carte de maintenance peut être posée sans une locomotive, mais une seule par tour"."""
    match = new_match(4)
    set_hand(match, 0, "heavy_crane", "office", "coal", "tank")
    turn_of(match, 0)
    match.apply(find(match, 0, "maintenance", "heavy_crane"))
    assert match.state.maintenance[0] == ids(match, "heavy_crane")
    assert not has(match, 0, "maintenance", "office")
    turn_of(match, 0)
    assert has(match, 0, "maintenance", "office")


def test_a_caboose_ends_a_train_and_never_stands_alone():
    """"Un fourgon peut être joué à la fin de n'importe quel train posé. Le fourgon doit être le dernier
    wagon du train, et aucun wagon supplémentaire ne peut plus être posé après lui. Un fourgon ne peut
    être posé comme unique wagon d'un train."""
    match = new_match(4)
    train = lay(match, 0, "coal", "coal")
    set_hand(match, 0, "caboose", "coal", "tank", "hopper")
    turn_of(match, 0)
    assert not has(match, 0, "new_train", "caboose")
    match.apply(find(match, 0, "add_car", "caboose", (str(train),)))
    assert not has(match, 0, "add_car", "coal", (str(train),))


def test_a_wild_car_is_an_identical_car_or_links_two_groups_after_two_identical():
    """"Le wagon extravagant peut être joué comme élément d'un train composé de wagons identiques" or
    "comme wagon de transition entre 2 groupes de wagons. Dans ce cas, le premier groupe de wagons doit
    en compter au moins 2 identiques"."""
    match = new_match(4)
    c = lambda *n: ids(match, *n)  # noqa: E731
    cards = match.state.cards
    assert roles(c("coal", "wild", "coal"), cards) == ["car", SAME, "car"]
    assert roles(c("coal", "coal", "wild", "tank"), cards) == ["car", "car", LINK, "car"]
    assert roles(c("coal", "wild", "tank"), cards) is None  # only one coal before the wild
    assert roles(c("coal", "wild", "wild", "tank"), cards) == ["car", SAME, LINK, "car"]  # the first wild counts
    train = lay(match, 0, "coal")
    set_hand(match, 0, "wild", "tank", "hopper", "gondola")
    turn_of(match, 0)
    match.apply(find(match, 0, "add_car", "wild", (str(train),)))
    assert not has(match, 0, "add_car", "tank", (str(train),))


def test_a_wild_car_is_never_a_trains_only_car():
    """"Un wagon extravagant ne peut jamais être posé comme seul wagon d'un train."""
    match = new_match(4)
    set_hand(match, 0, "wild", "coal", "tank", "hopper")
    turn_of(match, 0)
    assert not has(match, 0, "new_train", "wild")


def test_a_diesel_goes_at_the_head_of_a_passenger_train():
    """"en mettant une locomotive Diesel à la tête du train de passagers"; a freight train takes none."""
    match = new_match(4)
    freight = lay(match, 0, "coal")
    passenger = lay(match, 0, "coach")
    set_hand(match, 0, "diesel", "tank", "hopper", "gondola")
    turn_of(match, 0)
    assert has(match, 0, "add_diesel", "diesel", (str(passenger),))
    assert not has(match, 0, "add_diesel", "diesel", (str(freight),))
    match.apply(find(match, 0, "add_diesel", "diesel", (str(passenger),)))
    assert train_of(match, passenger).diesel and train_of(match, passenger).cars == ids(match, "coach")


def test_a_wild_is_no_diesel_disaster_turntable_nor_maintenance():
    """"il n'est pas considéré comme valant un Diesel, Désastre, Plaque tournante, ou Maintenance"."""
    match = new_match(4)
    passenger = lay(match, 0, "coach")
    set_hand(match, 0, "wild", "tank", "hopper", "gondola")
    turn_of(match, 0)
    kinds = {a.kind for a in match.legal_actions(0) if a.target == "wild"}
    assert kinds <= {"add_car", "discard"}
    assert not has(match, 0, "add_diesel", "wild", (str(passenger),))


def test_a_linking_wild_counts_as_a_car_for_going_out():
    """"le wagon extravagant est compté uniquement dans le nombre de cartes pour la sortie anticipée et
    non pour le score"."""
    match = new_match(4)
    lay(match, 0, "coal", "coal", "wild", "tank", "tank")  # 5 cars, the wild linking
    lay(match, 0, "hopper", "hopper", "hopper", "hopper")
    set_hand(match, 0, "gondola")
    turn_of(match, 0)
    assert has(match, 0, "discard", "gondola")
