"""Flags for the language buttons, drawn (no image files): a guest finds their language by its
flag before reading anything."""

from __future__ import annotations

from game.client.pg import pygame

BLUE_FR, WHITE, RED_FR = (0, 85, 164), (255, 255, 255), (239, 65, 53)
BLUE_UK, RED_UK = (1, 33, 105), (200, 16, 46)


def draw_flag(surface, lang: str, rect) -> None:
    rect = pygame.Rect(rect)
    flag = pygame.Surface(rect.size)
    w, h = rect.size
    if lang == "fr":
        for i, color in enumerate((BLUE_FR, WHITE, RED_FR)):
            pygame.draw.rect(flag, color, (i * w // 3, 0, w // 3 + 1, h))
    else:  # English: the Union flag, simplified to its crosses
        flag.fill(BLUE_UK)
        for a, b in (((0, 0), (w, h)), ((0, h), (w, 0))):
            pygame.draw.line(flag, WHITE, a, b, max(3, h // 5))
            pygame.draw.line(flag, RED_UK, a, b, max(1, h // 12))
        pygame.draw.rect(flag, WHITE, (0, h * 2 // 5 - h // 10, w, h // 3 + h // 10))
        pygame.draw.rect(flag, WHITE, (w // 2 - h // 5, 0, h * 2 // 5, h))
        pygame.draw.rect(flag, RED_UK, (0, h * 2 // 5, w, h // 5 + 1))
        pygame.draw.rect(flag, RED_UK, (w // 2 - h // 10, 0, h // 5 + 1, h))
    surface.blit(flag, rect.topleft)
    pygame.draw.rect(surface, (20, 20, 24), rect, 2)
