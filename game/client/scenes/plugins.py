"""Installed plugins: rulesets and variants with version, status and, for broken ones, why."""

from __future__ import annotations

from game.client import theme
from game.client.pg import pygame
from game.client.scenes.base import Button, MenuScene
from game.i18n import language, tr

STATUS_COLORS = {"ok": theme.GOOD, "broken": theme.BAD, "disabled": (230, 160, 60)}


class PluginsScene(MenuScene):
    title_key = "plugins.title"

    def build(self) -> None:
        self.buttons.append(Button("back", (theme.W // 2 - 200, theme.H - 120, 400, 76),
                                   tr("common.back"), self.app.pop, "primary"))
        self.nav.focus = "back"

    def draw(self, surface) -> None:
        super().draw(surface)
        records = list(self.app.registry.records)
        x, y, w = 160, 170, theme.W - 320
        if not records:
            theme.blit_center(surface, theme.text(tr("plugins.none"), 32, theme.INK_DIM), (theme.W // 2, 400))
            return
        row_h = min(120, (theme.H - 330) // max(1, len(records)))
        for record in records:
            rect = pygame.Rect(x, y, w, row_h - 12)
            theme.panel(surface, rect, theme.PANEL, theme.PANEL_EDGE, radius=12)
            info = record.info
            name = info.name(language()) if info else record.name
            kind = tr(f"plugins.kind.{info.kind}") if info else "?"
            color = STATUS_COLORS.get(record.status, theme.INK)
            pygame.draw.circle(surface, color, (rect.x + 34, rect.y + 34), 13)
            surface.blit(theme.text(name, 30, theme.INK, bold=True), (rect.x + 64, rect.y + 14))
            meta = f"{record.id}  ·  {kind}  ·  v{info.version if info else record.dist_version or '?'}"
            if info and info.kind == "variant" and info.applies_to:
                meta += "  ·  " + tr("plugins.applies_to", rulesets=", ".join(info.applies_to))
            elif info and info.kind == "ruleset":
                meta += "  ·  " + tr("plugins.players", min=info.players_min, max=info.players_max)
            surface.blit(theme.text(meta, 22, theme.INK_DIM), (rect.x + 64, rect.y + 54))
            status = theme.text(tr(f"plugins.status.{record.status}"), 26, color, bold=True)
            surface.blit(status, status.get_rect(topright=(rect.right - 24, rect.y + 16)))
            if record.error and row_h > 90:
                err = theme.fit_text(record.error.splitlines()[0], 20, rect.w - 90, theme.BAD)
                surface.blit(err, (rect.x + 64, rect.y + 82))
            y += row_h
