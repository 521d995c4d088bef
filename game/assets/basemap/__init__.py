"""Natural Earth basemaps, built by tools/build_basemap.py."""
