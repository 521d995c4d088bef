"""The client's screens: each is a :class:`Scene` on the app's stack (see ``base.py``)."""
