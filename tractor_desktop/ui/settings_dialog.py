"""The settings dialog: rules for the next game, players, the table, the language."""

from __future__ import annotations

import copy
import dataclasses

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSlider,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tractor_desktop.app.qt_strings import QT_TRANSLATE_NOOP
from tractor_desktop.app.settings import (
    CARD_SIZES,
    LEVELS,
    MAX_NAME,
    SPEEDS,
    Preferences,
    clean_name,
)
from tractor_desktop.app.translations import LANGUAGES
from tractor_desktop.engine.options import RuleOptions
from tractor_desktop.ui.names import player_name, stored_name
from tractor_desktop.ui.setting_texts import (
    BACK_COLOURS,
    CHOICES,
    choice_label,
    rule_texts,
    setting_text,
)

PRESETS = {
    QT_TRANSLATE_NOOP("settings", "Standard (the original rules)"): RuleOptions(),
    QT_TRANSLATE_NOOP("settings", "Common modern variant"): RuleOptions(
        no_trump_rank_cards_are_trumps=True,
        follow_tractor_with_tractor=True,
        must_win_at_ace=True,
        talon_multiplier="power",
    ),
}
CUSTOM = ""
"""The preset box's data for rules that match no preset."""
OTHER_COLOUR = ""
"""The card back box's data for its last entry, which opens the colour dialog."""


def swatch(colour: str, size: int) -> QIcon:
    """A square of ``colour`` with a thin dark edge (a light colour stays visible)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(colour))
    painter = QPainter(pixmap)
    painter.setPen(QColor("#202020"))
    painter.drawRect(0, 0, size - 1, size - 1)
    painter.end()
    return QIcon(pixmap)


class _ContentScrollArea(QScrollArea):
    """Scrolls its content vertically only, and asks for room to show all of it.

    QScrollArea's own size hint stops at 24 lines; asking for everything lets the dialog show the
    whole content when the screen is tall enough and cap its height at the screen otherwise.
    """

    def __init__(self, content: QWidget) -> None:
        super().__init__()
        self.content = content
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(content)
        # Explanations narrower than this wrap into a column of single words.
        content.setMinimumWidth(content.fontMetrics().averageCharWidth() * 40)
        # Never narrower than the content, as there is no horizontal scrolling.
        self.setMinimumWidth(content.minimumSizeHint().width() + self._chrome_width())

    def _chrome_width(self) -> int:
        # Room for the scroll bar is kept even when it is hidden, so showing it wraps nothing.
        return 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:
        content = self.content
        # A label's own hint can be much narrower in some scripts; 80 characters read well.
        width = max(content.sizeHint().width(), content.fontMetrics().averageCharWidth() * 80)
        height = max(content.sizeHint().height(), content.heightForWidth(width))
        return QSize(width + self._chrome_width(), height + 2 * self.frameWidth())


class SettingsDialog(QDialog):
    def __init__(
        self, prefs: Preferences, current_rules: RuleOptions, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.prefs = copy.deepcopy(prefs)
        self.rule_widgets: dict[str, QWidget] = {}
        tabs = QTabWidget()
        tabs.addTab(self._rules_tab(current_rules), self.tr("&Rules"))
        tabs.addTab(self._players_tab(), self.tr("&Players"))
        tabs.addTab(self._table_tab(), self.tr("&Table"))
        tabs.addTab(self._language_tab(), self.tr("&Language"))
        self.tabs = tabs
        tabs.setCurrentIndex(min(max(0, self.prefs.settings_tab), tabs.count() - 1))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        layout.addWidget(buttons)
        self.set_rules(self.prefs.rules)
        self._fit_screen()

    def _fit_screen(self) -> None:
        """Open as large as the content asks, but no larger than the screen (the rules scroll).

        Qt would open a window at most two thirds of the screen, which squeezes the rules tab.
        """
        screen = (self.parentWidget() or self).screen().availableGeometry()
        # The window frame is not known before the dialog is shown; the title bar takes about two
        # lines.
        room = screen.size() - QSize(0, 2 * self.fontMetrics().height())
        self.resize(self.sizeHint().expandedTo(self.minimumSizeHint()).boundedTo(room))

    # ----- tabs -------------------------------------------------------------------------------

    def _rules_tab(self, current: RuleOptions) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        note = QLabel(self.tr("These rules apply to the next new game."))
        layout.addWidget(note)
        presets = QHBoxLayout()
        # The box names the preset the rules are now (or "Custom"), and choosing one in it
        # applies it: it never names rules other than the ones below.
        self.preset = QComboBox()
        self.preset.setAccessibleName(self.tr("Rule preset"))
        for name in PRESETS:
            self.preset.addItem(setting_text(name), name)
        self.preset.activated.connect(self._use_preset)
        standard = QPushButton(self.tr("&Standard rules"))
        standard.clicked.connect(lambda: self.set_rules(RuleOptions()))
        presets.addWidget(self.preset, 1)
        presets.addWidget(standard)
        layout.addLayout(presets)
        content = QWidget()
        column = QVBoxLayout(content)
        # A grid rather than a form: each explanation gets a row of its own across both columns,
        # and a long rule name wraps instead of pushing the controls off the dialog.
        grid = QGridLayout()
        grid.setColumnStretch(0, 1)
        defaults = RuleOptions().to_dict()
        for row, (name, (label, explanation)) in enumerate(rule_texts().items()):
            widget: QWidget
            if name in CHOICES:
                combo = QComboBox()
                for value, text in CHOICES[name]:
                    combo.addItem(setting_text(text), value)
                widget = combo
            elif isinstance(defaults[name], bool):
                widget = QCheckBox()
            else:
                spin = QSpinBox()
                spin.setRange(0, 100)
                spin.setSingleStep(5)
                widget = spin
            widget.setToolTip(explanation)
            widget.setAccessibleName(label)
            widget.setAccessibleDescription(explanation)
            self.rule_widgets[name] = widget
            title = QLabel(label)
            title.setWordWrap(True)
            help_text = QLabel(explanation)
            help_text.setWordWrap(True)
            small = help_text.font()
            small.setPointSizeF(small.pointSizeF() * 0.9)
            help_text.setFont(small)
            # Indented under its rule, with a gap before the next rule's name.
            line = help_text.fontMetrics().height()
            help_text.setContentsMargins(line, 0, 0, line // 2)
            grid.addWidget(title, 2 * row, 0)
            grid.addWidget(widget, 2 * row, 1)
            grid.addWidget(help_text, 2 * row + 1, 0, 1, 2)
        for widget in self.rule_widgets.values():
            if isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(self._show_preset)
            elif isinstance(widget, QCheckBox):
                widget.toggled.connect(self._show_preset)
            elif isinstance(widget, QSpinBox):
                widget.valueChanged.connect(self._show_preset)
        column.addLayout(grid)
        changed = [
            self._rule_value_text(k, v) for k, v in current.to_dict().items() if v != defaults[k]
        ]
        current_text = self.tr("The game in progress keeps its own rules: %1").replace(
            "%1", "; ".join(changed) if changed else self.tr("the standard rules")
        )
        current_label = QLabel(current_text)
        current_label.setTextFormat(Qt.TextFormat.PlainText)
        current_label.setWordWrap(True)
        column.addWidget(current_label)
        column.addStretch(1)
        layout.addWidget(_ContentScrollArea(content), 1)
        return page

    def _rule_value_text(self, name: str, value: str | bool | int) -> str:
        """A rule and its value as a player reads them: a choice's label, a number, or a cross."""
        label = rule_texts()[name][0]
        if isinstance(value, bool):
            # There is no translated "on"/"off": a rule that is on reads as its name says, one
            # that is off carries the cross of an unticked box.
            return label if value else label + ": ✗"
        if isinstance(value, int):
            # As the spin box shows it.
            return label + ": " + self.locale().toString(value)
        return label + ": " + setting_text(dict(CHOICES[name])[value])

    def _players_tab(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        seats = (
            self.tr("You (South)"),
            self.tr("East"),
            self.tr("North (partner)"),
            self.tr("West"),
        )
        self.name_edits: list[QLineEdit] = []
        self.level_boxes: list[QComboBox] = []
        for seat, title in enumerate(seats):
            row = QHBoxLayout()
            edit = QLineEdit(player_name(seat, self.prefs.names[seat]))
            edit.setMaxLength(MAX_NAME)
            edit.setAccessibleName(self.tr("Name of %1").replace("%1", title))
            row.addWidget(edit, 1)
            self.name_edits.append(edit)
            if seat:
                box = QComboBox()
                for level in LEVELS:
                    box.addItem(choice_label(level), level)
                box.setCurrentIndex(LEVELS.index(self.prefs.levels[seat - 1]))
                box.setAccessibleName(self.tr("Level of %1").replace("%1", title))
                row.addWidget(box)
                self.level_boxes.append(box)
            form.addRow(title, row)
        return page

    def _table_tab(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.speed = QComboBox()
        for key in SPEEDS:
            self.speed.addItem(choice_label(key), key)
        self.speed.setCurrentIndex(list(SPEEDS).index(self.prefs.speed))
        form.addRow(self.tr("Animation speed"), self.speed)
        self.card_size = QComboBox()
        for key in CARD_SIZES:
            self.card_size.addItem(choice_label(key), key)
        self.card_size.setCurrentIndex(CARD_SIZES.index(self.prefs.card_size))
        form.addRow(self.tr("Card size"), self.card_size)
        self.four_colour = QCheckBox(self.tr("Four-colour suits (♦ blue, ♣ green)"))
        self.four_colour.setChecked(self.prefs.four_colour)
        form.addRow("", self.four_colour)
        # Each colour by its swatch and its name; one chosen in the colour dialog by its swatch.
        self.back_colour = QComboBox()
        self.back_colour.setAccessibleName(self.tr("Card back colour"))
        size = self.back_colour.fontMetrics().height()
        self.back_colour.setIconSize(QSize(size, size))
        for colour, name in BACK_COLOURS:
            self.back_colour.addItem(swatch(colour, size), setting_text(str(name)), colour)
        self.back_colour.addItem(self.tr("Other colour…"), OTHER_COLOUR)
        self._show_back_colour()
        self.back_colour.activated.connect(self._back_colour_chosen)
        form.addRow(self.tr("Card back colour"), self.back_colour)
        self.confirm_play = QCheckBox(self.tr("Confirm before playing (drags only select)"))
        self.confirm_play.setChecked(self.prefs.confirm_play)
        self.show_hints = QCheckBox(self.tr("Offer hints"))
        self.show_hints.setChecked(self.prefs.show_hints)
        self.autoplay = QCheckBox(self.tr("Play a forced last card by itself"))
        self.autoplay.setChecked(self.prefs.autoplay_forced)
        self.pause_to_declare = QCheckBox(self.tr("Pause the draw when I can declare"))
        self.pause_to_declare.setToolTip(
            self.tr("A moment to read the declare button and choose, when the chance first comes")
        )
        self.pause_to_declare.setChecked(self.prefs.pause_to_declare)
        self.take_backs = QCheckBox(self.tr("Allow taking back moves (Ctrl+Z)"))
        self.take_backs.setToolTip(
            self.tr("Games with take-backs are counted separately in the statistics")
        )
        self.take_backs.setChecked(self.prefs.take_backs)
        self.card_memory = QCheckBox(self.tr("Show the card memory"))
        self.card_memory.setChecked(self.prefs.card_memory)
        boxes = (
            self.confirm_play,
            self.show_hints,
            self.autoplay,
            self.pause_to_declare,
            self.take_backs,
        )
        for box in (*boxes, self.card_memory):
            form.addRow("", box)
        self.sound = QCheckBox(self.tr("Sounds"))
        self.sound.setChecked(self.prefs.sound)
        form.addRow("", self.sound)
        volume_row = QHBoxLayout()
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setValue(self.prefs.volume)
        self.volume.setAccessibleName(self.tr("Volume"))
        volume_value = QLabel()
        volume_value.setMinimumWidth(volume_value.fontMetrics().horizontalAdvance("100 %") + 4)

        def show_volume(value: int) -> None:
            volume_value.setText(self.tr("%1%").replace("%1", str(value)))

        show_volume(self.volume.value())
        self.volume.valueChanged.connect(show_volume)
        self.sound.toggled.connect(self.volume.setEnabled)
        self.volume.setEnabled(self.prefs.sound)
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(volume_value)
        form.addRow(self.tr("Volume"), volume_row)
        return page

    def _language_tab(self) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        self.language = QComboBox()
        self.language.addItem(self.tr("System default"), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        index = self.language.findData(self.prefs.language)
        self.language.setCurrentIndex(max(0, index))
        form.addRow(self.tr("Language"), self.language)
        form.addRow("", QLabel(self.tr("A new language applies after a restart.")))
        return page

    # ----- values -----------------------------------------------------------------------------

    def set_rules(self, rules: RuleOptions) -> None:
        for name, value in rules.to_dict().items():
            widget = self.rule_widgets[name]
            if isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(value)))
            elif isinstance(widget, QCheckBox):
                widget.setChecked(bool(value))
            elif isinstance(widget, QSpinBox):
                widget.setValue(int(value))
        self._show_preset()

    def _use_preset(self, index: int) -> None:
        name = self.preset.itemData(index)
        if name in PRESETS:
            self.set_rules(PRESETS[name])

    def _show_preset(self) -> None:
        """Name the preset the rules match, or "Custom" (an entry there only while needed)."""
        rules = self.rules()
        match = next((name for name, preset in PRESETS.items() if preset == rules), None)
        custom = self.preset.findData(CUSTOM)
        if match is None:
            if custom < 0:
                self.preset.addItem(self.tr("Custom"), CUSTOM)
                custom = self.preset.count() - 1
            self.preset.setCurrentIndex(custom)
            return
        self.preset.setCurrentIndex(self.preset.findData(match))
        if custom >= 0:
            self.preset.removeItem(custom)

    def rules(self) -> RuleOptions:
        values: dict[str, object] = {}
        for name, widget in self.rule_widgets.items():
            if isinstance(widget, QComboBox):
                values[name] = widget.currentData()
            elif isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                values[name] = widget.value()
        return RuleOptions.from_dict(values)

    def _show_back_colour(self) -> None:
        """Select the preferences' colour: an offered one by name, any other as "Custom
        colour" with its swatch (an entry just before "Other colour…", only while needed)."""
        box = self.back_colour
        colour = QColor(self.prefs.back_colour).name()
        offered = [c for c, _ in BACK_COLOURS]
        custom = len(offered)
        if box.count() > custom + 1:
            box.removeItem(custom)
        if colour in offered:
            box.setCurrentIndex(offered.index(colour))
            return
        size = box.iconSize().width()
        box.insertItem(custom, swatch(colour, size), self.tr("Custom colour"), colour)
        box.setCurrentIndex(custom)

    def _back_colour_chosen(self, index: int) -> None:
        colour = self.back_colour.itemData(index)
        if colour == OTHER_COLOUR:
            chosen = QColorDialog.getColor(QColor(self.prefs.back_colour), self)
            if chosen.isValid():
                self.prefs.back_colour = chosen.name()
        else:
            self.prefs.back_colour = str(colour)
        # Also after a cancelled colour dialog: the box shows the colour kept, not "Other".
        self._show_back_colour()

    def result_preferences(self) -> Preferences:
        prefs = dataclasses.replace(self.prefs)
        prefs.rules = self.rules()
        # A pasted name may hold control characters: cleaned as a name from the file is.
        prefs.names = [
            stored_name(seat, clean_name(e.text(), MAX_NAME))
            for seat, e in enumerate(self.name_edits)
        ]
        prefs.levels = [str(b.currentData()) for b in self.level_boxes]
        prefs.speed = str(self.speed.currentData())
        prefs.card_size = str(self.card_size.currentData())
        prefs.four_colour = self.four_colour.isChecked()
        prefs.confirm_play = self.confirm_play.isChecked()
        prefs.show_hints = self.show_hints.isChecked()
        prefs.autoplay_forced = self.autoplay.isChecked()
        prefs.pause_to_declare = self.pause_to_declare.isChecked()
        prefs.take_backs = self.take_backs.isChecked()
        prefs.card_memory = self.card_memory.isChecked()
        prefs.sound = self.sound.isChecked()
        prefs.volume = self.volume.value()
        prefs.language = str(self.language.currentData())
        return prefs
