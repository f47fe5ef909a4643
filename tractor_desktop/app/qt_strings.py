"""Qt's own words in the dialogs the game shows (the buttons of every dialog, the colour and
file dialogs, a text field's and a scroll bar's menu, macOS's application menu), for the
languages Qt itself does not translate.

PySide6 ships Qt's translations for Dutch and Chinese but not for Greek, Bosnian, Armenian or
Marathi. Listed here, these strings reach the game's .ts files (``translations --update``), so the
game's own translator answers for them where Qt has none; where Qt has one, its own comes first.
The list is the visible texts, each checked against Qt's own Dutch translation (a test looks
every one up there under its context, so a misspelt source cannot slip in).

``QT_TRANSLATE_NOOP`` is the marker the game's modules import from here: PySide6's own is
typed as returning ``object``, this one returns the text as ``str``. lupdate reads the calls by the
name alone, so they reach the .ts files all the same.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, source_text: str) -> str:
    """Marks ``source_text`` for translation in ``context`` (for lupdate) and gives it back
    untranslated, as Qt's does: translate it where it is shown."""
    return source_text


QT_STRINGS: tuple[tuple[str, str], ...] = (
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "OK")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Save")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Save All")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Open")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "&No")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Abort")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Retry")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Close")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Discard")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Help")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Apply")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Reset")),
    ("QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults")),
    ("QMessageBox", QT_TRANSLATE_NOOP("QMessageBox", "Show Details...")),
    ("QMessageBox", QT_TRANSLATE_NOOP("QMessageBox", "Hide Details...")),
    ("QDialogButtonBox", QT_TRANSLATE_NOOP("QDialogButtonBox", "OK")),
    ("QInputDialog", QT_TRANSLATE_NOOP("QInputDialog", "Enter a value:")),
    ("QColorDialog", QT_TRANSLATE_NOOP("QColorDialog", "Select Color")),
    ("QColorDialog", QT_TRANSLATE_NOOP("QColorDialog", "&Basic colors")),
    ("QColorDialog", QT_TRANSLATE_NOOP("QColorDialog", "&Custom colors")),
    ("QColorDialog", QT_TRANSLATE_NOOP("QColorDialog", "&Add to Custom Colors")),
    ("QColorDialog", QT_TRANSLATE_NOOP("QColorDialog", "&Pick Screen Color")),
    ("QColorDialog", QT_TRANSLATE_NOOP("QColorDialog", "Hu&e:")),
    ("QColorDialog", QT_TRANSLATE_NOOP("QColorDialog", "&Sat:")),
    ("QColorDialog", QT_TRANSLATE_NOOP("QColorDialog", "&Val:")),
    ("QColorDialog", QT_TRANSLATE_NOOP("QColorDialog", "&Red:")),
    ("QColorDialog", QT_TRANSLATE_NOOP("QColorDialog", "&Green:")),
    ("QColorDialog", QT_TRANSLATE_NOOP("QColorDialog", "Bl&ue:")),
    ("QColorDialog", QT_TRANSLATE_NOOP("QColorDialog", "A&lpha channel:")),
    ("QColorDialog", QT_TRANSLATE_NOOP("QColorDialog", "&HTML:")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Look in:")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Files of type:")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "File &name:")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Open")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Save")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Save As")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Choose")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Open")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Back")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Forward")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Parent Directory")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Create New Folder")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "List View")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Detail View")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "All Files (*)")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Rename")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Delete")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Show &hidden files")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&New Folder")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "New Folder")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Recent Places")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Directory:")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "File")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "File Folder")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Folder")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Alias")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Shortcut")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Unknown")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Directories")),
    (
        "QFileDialog",
        QT_TRANSLATE_NOOP("QFileDialog", "%1 already exists.\nDo you want to replace it?"),
    ),
    (
        "QFileDialog",
        QT_TRANSLATE_NOOP(
            "QFileDialog", "%1\nFile not found.\nPlease verify the correct file name was given."
        ),
    ),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "My Computer")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Are you sure you want to delete '%1'?")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Find Directory")),
    ("QFileSystemModel", QT_TRANSLATE_NOOP("QFileSystemModel", "Name")),
    ("QFileSystemModel", QT_TRANSLATE_NOOP("QFileSystemModel", "Size")),
    ("QFileSystemModel", QT_TRANSLATE_NOOP("QFileSystemModel", "Type")),
    ("QFileSystemModel", QT_TRANSLATE_NOOP("QFileSystemModel", "Date Modified")),
    ("QFileSystemModel", QT_TRANSLATE_NOOP("QFileSystemModel", "Kind")),
    ("QFileSystemModel", QT_TRANSLATE_NOOP("QFileSystemModel", "My Computer")),
    ("QFileSystemModel", QT_TRANSLATE_NOOP("QFileSystemModel", "Computer")),
    ("QFileSystemModel", QT_TRANSLATE_NOOP("QFileSystemModel", "Invalid filename")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "&Undo")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "&Redo")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "Cu&t")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "&Copy")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "&Paste")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "Delete")),
    ("QLineEdit", QT_TRANSLATE_NOOP("QLineEdit", "Select All")),
    ("QWidgetTextControl", QT_TRANSLATE_NOOP("QWidgetTextControl", "&Undo")),
    ("QWidgetTextControl", QT_TRANSLATE_NOOP("QWidgetTextControl", "&Redo")),
    ("QWidgetTextControl", QT_TRANSLATE_NOOP("QWidgetTextControl", "Cu&t")),
    ("QWidgetTextControl", QT_TRANSLATE_NOOP("QWidgetTextControl", "&Copy")),
    ("QWidgetTextControl", QT_TRANSLATE_NOOP("QWidgetTextControl", "&Paste")),
    ("QWidgetTextControl", QT_TRANSLATE_NOOP("QWidgetTextControl", "Delete")),
    ("QWidgetTextControl", QT_TRANSLATE_NOOP("QWidgetTextControl", "Select All")),
    ("QWidgetTextControl", QT_TRANSLATE_NOOP("QWidgetTextControl", "Copy &Link Location")),
    ("QAbstractSpinBox", QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Select All")),
    ("QAbstractSpinBox", QT_TRANSLATE_NOOP("QAbstractSpinBox", "&Step up")),
    ("QAbstractSpinBox", QT_TRANSLATE_NOOP("QAbstractSpinBox", "Step &down")),
    # The menu a right click on any scroll bar opens (the history's tables, the cards seen, About).
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll here")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Left edge")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Top")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Right edge")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Bottom")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Page left")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Page up")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Page right")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Page down")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll left")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll up")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll right")),
    ("QScrollBar", QT_TRANSLATE_NOOP("QScrollBar", "Scroll down")),
    # macOS's application menu, which Qt builds itself (%1 is the application's name).
    ("MAC_APPLICATION_MENU", QT_TRANSLATE_NOOP("MAC_APPLICATION_MENU", "Services")),
    ("MAC_APPLICATION_MENU", QT_TRANSLATE_NOOP("MAC_APPLICATION_MENU", "Hide %1")),
    ("MAC_APPLICATION_MENU", QT_TRANSLATE_NOOP("MAC_APPLICATION_MENU", "Hide Others")),
    ("MAC_APPLICATION_MENU", QT_TRANSLATE_NOOP("MAC_APPLICATION_MENU", "Show All")),
    ("MAC_APPLICATION_MENU", QT_TRANSLATE_NOOP("MAC_APPLICATION_MENU", "Preferences...")),
    ("MAC_APPLICATION_MENU", QT_TRANSLATE_NOOP("MAC_APPLICATION_MENU", "Quit %1")),
    ("MAC_APPLICATION_MENU", QT_TRANSLATE_NOOP("MAC_APPLICATION_MENU", "About %1")),
)
