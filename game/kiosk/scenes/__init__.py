"""The kiosk's own scenes: title, attract mode, "Still playing?", paused games, PIN pad and admin
panel, touch and sound test, out of order."""
