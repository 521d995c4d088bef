"""How to play (game/client/scenes/help.py), its pictures (game/client/help_pictures.py) and the
guided first game (game/client/guide.py)."""

EN = {
    "help.button": "How to play",
    "help.title": "How to play",
    "help.none": "No installed game has a \"How to play\" yet.",
    "help.variants": "Variants",
    "help.previous": "◀ Previous",
    "help.next": "Next ▶",
    "help.page": "{n} / {total}",
    "help.more_below": "▼ more below",
    "help.guide": "Guided first game",
    # Pictures.
    "help.pic.points": "{n} {n:point|points}",
    "help.pic.cards_for": "3 cards → 1 route",
    "help.pic.more": "+1 card to pay",
    "help.pic.revealed": "3 cards turned over",
    "help.pic.ferry": "Ferry: 1 Locomotive needed",
    "help.pic.station": "A station borrows one rival route",
    "help.pic.linked": "Linked: the ticket scores",
    "help.pic.unbuilt": "Each unbuilt station: 4 points",
    "help.pic.length": "Route length",
    "help.pic.last": "2 trains or fewer: last round",
    "help.pic.actions": "ONE action a turn",
    "help.pic.take_cards": "Take 2 cards",
    "help.pic.claim": "Claim 1 route",
    "help.pic.take_tickets": "Take 3 tickets",
    "help.pic.build_station": "Build 1 station",
    "help.pic.start": "start",
    "help.pic.mountain": "mountain: 2",
    "help.pic.plain": "plain: 1",
    "help.pic.train": "A train: identical cars",
    "help.pic.train_caboose": "A caboose counts as one more car",
    "help.pic.passenger": "The passenger collects",
    # The guided first game.
    "guide.you": "You",
    "guide.skip": "Skip the guide",
    "guide.next": "Next",
    "guide.done": "Play on",
    "guide.step": "Guide {n} / {total}",
    "guide.welcome.title": "Your first game",
    "guide.welcome.text": "This is the map of Europe: routes of coloured spaces join the cities. "
                          "You play against two bots. The guide shows what to do; it follows what you do.",
    "guide.tickets.title": "Choose your tickets",
    "guide.tickets.text": "Each ticket names two cities. Link them with your trains before the end "
                          "and score its points; a ticket not linked costs them. Tap tickets to pick "
                          "at least {n}, then confirm.",
    "guide.draw.title": "Take train cards",
    "guide.draw.text": "Take 2 cards: tap a face-up card or the deck. Collect cards of one colour "
                       "to pay for a route of that colour. A face-up Locomotive counts as both cards.",
    "guide.draw_more.title": "Keep collecting",
    "guide.draw_more.text": "No route fits your hand yet: take 2 cards again. A route of 3 spaces needs "
                            "3 cards of its colour (Locomotives fill in for any colour).",
    "guide.claim.title": "Claim a route",
    "guide.claim.text": "You can pay for a route now: the glowing ones. Tap one, then pick the cards "
                        "to pay with. Your trains go on it and you score at once.",
    "guide.tunnel.title": "A tunnel!",
    "guide.tunnel.text": "The 3 cards turned over ask for more cards of your colour. Pay them, or "
                         "give up and keep your cards: your turn is over either way.",
    "guide.more_tickets.title": "More tickets",
    "guide.more_tickets.text": "Short of goals? Tap the ticket pile: you see 3 new tickets and keep "
                               "at least 1. Take them while you have trains left to link them.",
    "guide.score.title": "What the score means",
    "guide.score.text": "Your points are in your panel, top right. Routes score when claimed "
                        "(1 space 1 point, 3 spaces 4, 6 spaces 15). At the end, each linked ticket "
                        "adds its points and each one not linked takes them away; the longest path "
                        "gets 10 and each unused station 4.",
    "guide.wait.title": "The bots are playing",
    "guide.wait.text": "Watch what they take and claim: the recap says it. Your turn comes next.",
    "guide.end.title": "You know the basics",
    "guide.end.text": "The guide ends here: play on to the end. The menu has How to play for every rule.",
}

FR = {
    "help.button": "Comment jouer",
    "help.title": "Comment jouer",
    "help.none": "Aucun jeu installé n'a encore de « Comment jouer ».",
    "help.variants": "Variantes",
    "help.previous": "◀ Précédent",
    "help.next": "Suivant ▶",
    "help.page": "{n} / {total}",
    "help.more_below": "▼ la suite plus bas",
    "help.guide": "Première partie guidée",
    "help.pic.points": "{n} {n:point|points}",
    "help.pic.cards_for": "3 cartes → 1 route",
    "help.pic.more": "+1 carte à payer",
    "help.pic.revealed": "3 cartes retournées",
    "help.pic.ferry": "Ferry : 1 Locomotive exigée",
    "help.pic.station": "Une gare emprunte une route adverse",
    "help.pic.linked": "Reliées : la destination rapporte",
    "help.pic.unbuilt": "Chaque gare non bâtie : 4 points",
    "help.pic.length": "Longueur de la route",
    "help.pic.last": "2 wagons ou moins : dernier tour",
    "help.pic.actions": "UNE action par tour",
    "help.pic.take_cards": "Prendre 2 cartes",
    "help.pic.claim": "Prendre 1 route",
    "help.pic.take_tickets": "Prendre 3 destinations",
    "help.pic.build_station": "Bâtir 1 gare",
    "help.pic.start": "départ",
    "help.pic.mountain": "montagne : 2",
    "help.pic.plain": "plaine : 1",
    "help.pic.train": "Un train : des wagons identiques",
    "help.pic.train_caboose": "Le fourgon compte pour un wagon",
    "help.pic.passenger": "Le passager ramasse",
    "guide.you": "Vous",
    "guide.skip": "Passer le guide",
    "guide.next": "Suivant",
    "guide.done": "Jouer la suite",
    "guide.step": "Guide {n} / {total}",
    "guide.welcome.title": "Votre première partie",
    "guide.welcome.text": "Voici la carte de l'Europe : des routes de cases colorées relient les villes. "
                          "Vous jouez contre deux robots. Le guide montre quoi faire et suit ce que vous faites.",
    "guide.tickets.title": "Choisissez vos destinations",
    "guide.tickets.text": "Chaque destination nomme deux villes. Reliez-les avec vos wagons avant la fin "
                          "pour marquer ses points ; non reliée, elle les fait perdre. Touchez-en au moins "
                          "{n}, puis validez.",
    "guide.draw.title": "Prenez des cartes Wagon",
    "guide.draw.text": "Prenez 2 cartes : touchez une carte visible ou la pioche. Réunissez des cartes "
                       "d'une couleur pour payer une route de cette couleur. Une Locomotive visible compte "
                       "pour les deux cartes.",
    "guide.draw_more.title": "Continuez à collecter",
    "guide.draw_more.text": "Aucune route ne va encore avec votre main : reprenez 2 cartes. Une route de 3 "
                            "cases demande 3 cartes de sa couleur (les Locomotives remplacent toute couleur).",
    "guide.claim.title": "Prenez une route",
    "guide.claim.text": "Vous pouvez payer une route : celles qui brillent. Touchez-en une, puis choisissez "
                        "les cartes pour la payer. Vos wagons s'y posent et vous marquez aussitôt.",
    "guide.tunnel.title": "Un tunnel !",
    "guide.tunnel.text": "Les 3 cartes retournées demandent des cartes de plus de votre couleur. Payez-les, "
                         "ou renoncez et gardez vos cartes : votre tour est fini dans les deux cas.",
    "guide.more_tickets.title": "D'autres destinations",
    "guide.more_tickets.text": "Plus assez de buts ? Touchez la pile des destinations : vous en voyez 3 et "
                               "en gardez au moins 1. Prenez-les tant qu'il vous reste des wagons pour les relier.",
    "guide.score.title": "Ce que dit le score",
    "guide.score.text": "Vos points sont dans votre cadre, en haut à droite. Une route rapporte dès qu'elle "
                        "est prise (1 case 1 point, 3 cases 4, 6 cases 15). À la fin, chaque destination "
                        "reliée ajoute ses points et chaque destination non reliée les retire ; le plus long "
                        "chemin rapporte 10 et chaque gare non bâtie 4.",
    "guide.wait.title": "Les robots jouent",
    "guide.wait.text": "Regardez ce qu'ils prennent : le résumé le dit. Ensuite, c'est à vous.",
    "guide.end.title": "Vous connaissez l'essentiel",
    "guide.end.text": "Le guide s'arrête ici : jouez jusqu'au bout. Le menu donne « Comment jouer » "
                      "pour chaque règle.",
}
