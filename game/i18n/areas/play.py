"""Words of the table as seen from the sofa: text size, turn recaps, the full log, the legends, the
ticket overview and the payment panel."""

EN = {
    "play.text_size": "Text size: {mode}",
    "play.text_size.tv": "TV (large)",
    "play.text_size.desk": "Desk (dense)",
}

FR = {
    "play.text_size": "Taille du texte : {mode}",
    "play.text_size.tv": "Télé (grand)",
    "play.text_size.desk": "Bureau (dense)",
}
