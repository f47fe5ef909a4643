"""A spectator's table: nobody's side. The solo table names the points and the levels from the
player's seat ("our points", "Us (N–S)"); a spectator sits at no seat, so here they are named by
the team of the chairs (North–South, East–West). The spectator watches from South's chair, so
"ours" as the table computes it means North–South's."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tractor_desktop.ui.info_bar import InfoBar
from tractor_desktop.ui.names import level_name, points_name
from tractor_desktop.ui.table_scene import TableScene


def team_points_name(north_south: bool | None) -> str:
    """Whose points the meter and the pile count, by team; "Points" before anyone declared."""
    if north_south is None:
        return points_name(None)
    if north_south:
        return QCoreApplication.translate("NetworkWindow", "North–South's points")
    return QCoreApplication.translate("NetworkWindow", "East–West's points")


def trick_points_text(north_south: bool | None) -> str:
    """A won trick's points, by the team that collects them (``%1`` the winner, ``%2`` the
    points)."""
    if north_south:
        return QCoreApplication.translate(
            "NetworkWindow", "%1 wins the trick: +%2 for North–South."
        )
    return QCoreApplication.translate("NetworkWindow", "%1 wins the trick: +%2 for East–West.")


class WatchedInfoBar(InfoBar):
    """The info bar, with the teams named by their chairs."""

    def set_levels(self, levels: tuple[int, int], declarers: int | None) -> None:
        star = " ★" + QCoreApplication.translate("InfoBar", "declarers")
        self.us.setText(
            QCoreApplication.translate("NetworkWindow", "North–South: level %1").replace(
                "%1", level_name(levels[0])
            )
            + (star if declarers == 0 else "")
        )
        self.them.setText(
            QCoreApplication.translate("NetworkWindow", "East–West: level %1").replace(
                "%1", level_name(levels[1])
            )
            + (star if declarers == 1 else "")
        )

    def set_points(self, points: int, ours: bool | None) -> None:
        name = team_points_name(ours)
        self.points_label.setText(name + ":")
        # The meter's own words are the neutral ones ("the side that collects them"); its name
        # for a screen reader is the team's.
        self.meter.set_points(points, None)
        self.meter.setAccessibleName(name)


class WatchedScene(TableScene):
    """The table, with the pile's count named by the team that collects it."""

    def points_words(self, ours: bool | None) -> str:
        return team_points_name(ours)
