<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="272"/>
        <source>About Tractor Desktop</source>
        <translation>About Tractor Desktop</translation>
    </message>
</context>
<context>
    <name>CardMemoryDock</name>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="64"/>
        <source>Card memory</source>
        <translation>Card memory</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="80"/>
        <source>Nothing to remember until the trump is known.</source>
        <translation>Nothing to remember until the trump is known.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="83"/>
        <source>Played so far</source>
        <translation>Played so far</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="109"/>
        <source>What the others have shown</source>
        <translation>What the others have shown</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="187"/>
        <source>Point cards still out: %1 points</source>
        <translation>Point cards still out: %1 points</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="200"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="214"/>
        <source>%1 of the %2 cards of this suit have been played</source>
        <translation>%1 of the %2 cards of this suit have been played</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="224"/>
        <source>Trumps</source>
        <translation>Trumps</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="251"/>
        <source>void in %1</source>
        <translation>void in %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="255"/>
        <source>out of pairs in %1</source>
        <translation>out of pairs in %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="261"/>
        <source>still holds %1</source>
        <translation>still holds %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="266"/>
        <source>nothing shown yet</source>
        <translation>nothing shown yet</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="163"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="156"/>
        <source>You and your partner win the game!</source>
        <translation>You and your partner win the game!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="157"/>
        <source>East and West win the game.</source>
        <translation>East and West win the game.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="174"/>
        <source>Final levels: Us %1, Them %2</source>
        <translation>Final levels: Us %1, Them %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="181"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="184"/>
        <source>Review this game</source>
        <translation>Review this game</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/hand_model.py" line="260"/>
        <source>trump</source>
        <translation>trump</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/hand_model.py" line="262"/>
        <source>selected</source>
        <translation>selected</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="70"/>
        <source>Host a table</source>
        <translation>Host a table</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="74"/>
        <source>Friends on your network join with the table&apos;s code; computer players take the seats nobody takes.</source>
        <translation>Friends on your network join with the table&apos;s code; computer players take the seats nobody takes.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="82"/>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="87"/>
        <source>&amp;Computer players:</source>
        <translation>&amp;Computer players:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="90"/>
        <source>No timer</source>
        <translation>No timer</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="90"/>
        <source>%1 s a move</source>
        <translation>%1 s a move</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="92"/>
        <source>A move not made in time is made by a computer player.</source>
        <translation>A move not made in time is made by a computer player.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="93"/>
        <source>&amp;Turn timer:</source>
        <translation>&amp;Turn timer:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="97"/>
        <source>Another free port is used if this one is taken.</source>
        <translation>Another free port is used if this one is taken.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="98"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="99"/>
        <source>&amp;Show the table to the local network</source>
        <translation>&amp;Show the table to the local network</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="103"/>
        <source>Shown, the table can be reached from the network and is listed in Join. Not shown, only this computer can reach it.</source>
        <translation>Shown, the table can be reached from the network and is listed in Join. Not shown, only this computer can reach it.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="114"/>
        <source>Your system may ask whether to let this game accept connections from the network: allow it on private networks, so that friends on your network can join. Players on the internet also need the port above opened on your router.</source>
        <translation>Your system may ask whether to let this game accept connections from the network: allow it on private networks, so that friends on your network can join. Players on the internet also need the port above opened on your router.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="126"/>
        <source>&amp;Open the table</source>
        <translation>&amp;Open the table</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="104"/>
        <source>Trump</source>
        <translation>Trump</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="218"/>
        <source>Trump: ? %1</source>
        <translation>Trump: ? %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="160"/>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="220"/>
        <source>Trump: %1</source>
        <translation>Trump: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="222"/>
        <source>(so far)</source>
        <translation>(so far)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="228"/>
        <location filename="../../tractor_desktop/ui/watching.py" line="38"/>
        <source>declarers</source>
        <translation>declarers</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="230"/>
        <source>Us (N–S): level %1</source>
        <translation>Us (N–S): level %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="234"/>
        <source>Them (E–W): level %1</source>
        <translation>Them (E–W): level %1</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="157"/>
        <source>Join a table</source>
        <translation>Join a table</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="160"/>
        <source>Tables on your network:</source>
        <translation>Tables on your network:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="173"/>
        <source>host or host:port</source>
        <translation>host or host:port</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="174"/>
        <source>&amp;Address:</source>
        <translation>&amp;Address:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="178"/>
        <source>Table &amp;code:</source>
        <translation>Table &amp;code:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="180"/>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="188"/>
        <source>&amp;Join</source>
        <translation>&amp;Join</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="190"/>
        <source>&amp;Watch</source>
        <translation>&amp;Watch</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="191"/>
        <source>See the table&apos;s game without a seat: no hand</source>
        <translation>See the table&apos;s game without a seat: no hand</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="212"/>
        <source>%1 — hosted by %2, %3 free — %4</source>
        <translation>%1 — hosted by %2, %3 free — %4</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="226"/>
        <source>This computer cannot look for tables on the network: type an address.</source>
        <translation>This computer cannot look for tables on the network: type an address.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="230"/>
        <source>No table found yet. A table elsewhere is joined by its address.</source>
        <translation>No table found yet. A table elsewhere is joined by its address.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="251"/>
        <source>Type the table&apos;s address: a host name or address, and a port after :</source>
        <translation>Type the table&apos;s address: a host name or address, and a port after :</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="255"/>
        <source>A table code is 6 letters and digits, such as K7M2QX.</source>
        <translation>A table code is 6 letters and digits, such as K7M2QX.</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="288"/>
        <source>Keyboard</source>
        <translation>Keyboard</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="290"/>
        <source>Move along your hand</source>
        <translation>Move along your hand</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="291"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="291"/>
        <source>Select or deselect the card</source>
        <translation>Select or deselect the card</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="292"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="292"/>
        <source>Play (or bury) the selected cards</source>
        <translation>Play (or bury) the selected cards</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="293"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="293"/>
        <source>Clear the selection</source>
        <translation>Clear the selection</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="294"/>
        <source>Declare with the strongest cards you may show</source>
        <translation>Declare with the strongest cards you may show</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="295"/>
        <source>No declaration (at your last chance)</source>
        <translation>No declaration (at your last chance)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="296"/>
        <source>Hint: select what a good player would play</source>
        <translation>Hint: select what a good player would play</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="297"/>
        <source>Show the last trick</source>
        <translation>Show the last trick</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="298"/>
        <source>Show or hide the history (tricks and score sheet)</source>
        <translation>Show or hide the history (tricks and score sheet)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="299"/>
        <source>Show or hide the card memory</source>
        <translation>Show or hide the card memory</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="300"/>
        <source>Sound on or off</source>
        <translation>Sound on or off</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="301"/>
        <source>New game / Open / Save</source>
        <translation>New game / Open / Save</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="302"/>
        <source>Rules summary</source>
        <translation>Rules summary</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="303"/>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
</context>
<context>
    <name>MAC_APPLICATION_MENU</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="144"/>
        <source>Services</source>
        <translation>Services</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="145"/>
        <source>Hide %1</source>
        <translation>Hide %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="146"/>
        <source>Hide Others</source>
        <translation>Hide Others</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="147"/>
        <source>Show All</source>
        <translation>Show All</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="148"/>
        <source>Preferences...</source>
        <translation>Preferences...</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="149"/>
        <source>Quit %1</source>
        <translation>Quit %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="150"/>
        <source>About %1</source>
        <translation>About %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="64"/>
        <source>No declaration</source>
        <translation>No declaration</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="60"/>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="67"/>
        <source>Not saved</source>
        <translation>Not saved</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="72"/>
        <source>H&amp;int</source>
        <translation>H&amp;int</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="74"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Last trick</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="77"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="89"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="190"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="206"/>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="264"/>
        <source>The draw waits a moment for you.</source>
        <translation>The draw waits a moment for you.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="136"/>
        <source>Trump, levels and points</source>
        <translation>Trump, levels and points</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="173"/>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="174"/>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="177"/>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="241"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="242"/>
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="260"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="263"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="266"/>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="133"/>
        <source>&amp;Recent games</source>
        <translation>&amp;Recent games</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="184"/>
        <source>Card &amp;memory</source>
        <translation>Card &amp;memory</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="171"/>
        <source>&amp;History</source>
        <translation>&amp;History</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="175"/>
        <source>The round&apos;s tricks and the score sheet (F7)</source>
        <translation>The round&apos;s tricks and the score sheet (F7)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="189"/>
        <source>What has been played, the points still out, and who has shown a void (F8)</source>
        <translation>What has been played, the points still out, and who has shown a void (F8)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="210"/>
        <source>Sound on</source>
        <translation>Sound on</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="210"/>
        <source>Sound off</source>
        <translation>Sound off</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="244"/>
        <source>New &amp;deal with number…</source>
        <translation>New &amp;deal with number…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="247"/>
        <source>Re&amp;play this deal</source>
        <translation>Re&amp;play this deal</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="250"/>
        <source>Deal the same cards again from the start of this round</source>
        <translation>Deal the same cards again from the start of this round</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="253"/>
        <source>Take &amp;back</source>
        <translation>Take &amp;back</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="257"/>
        <source>Undo your last move and the computer players&apos; moves after it</source>
        <translation>Undo your last move and the computer players&apos; moves after it</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="269"/>
        <source>Res&amp;ume last game</source>
        <translation>Res&amp;ume last game</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="271"/>
        <source>Re&amp;view a saved game…</source>
        <translation>Re&amp;view a saved game…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="273"/>
        <source>Stat&amp;istics</source>
        <translation>Stat&amp;istics</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="275"/>
        <source>Se&amp;ttings…</source>
        <translation>Se&amp;ttings…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="278"/>
        <source>&amp;Host a table…</source>
        <translation>&amp;Host a table…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="281"/>
        <source>Play with friends on your network; computer players fill the empty seats</source>
        <translation>Play with friends on your network; computer players fill the empty seats</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="284"/>
        <source>&amp;Join a table…</source>
        <translation>&amp;Join a table…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="287"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="308"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="311"/>
        <source>S&amp;ound</source>
        <translation>S&amp;ound</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="439"/>
        <source>Game → New game (Ctrl+N) starts a game against the computer players.</source>
        <translation>Game → New game (Ctrl+N) starts a game against the computer players.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="86"/>
        <source>Animation &amp;speed</source>
        <translation>Animation &amp;speed</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="71"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="72"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="73"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="74"/>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="318"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="319"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Learn to play</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="321"/>
        <source>A guided first round: the game shows you how</source>
        <translation>A guided first round: the game shows you how</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="325"/>
        <source>&amp;Rules summary</source>
        <translation>&amp;Rules summary</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="328"/>
        <source>&amp;About Tractor Desktop</source>
        <translation>&amp;About Tractor Desktop</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="330"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Keyboard</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="155"/>
        <source>Your last chance to declare.</source>
        <translation>Your last chance to declare.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="158"/>
        <source>Your lead.</source>
        <translation>Your lead.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="161"/>
        <source>Your turn: follow %1&apos;s lead.</source>
        <translation>Your turn: follow %1&apos;s lead.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="193"/>
        <source>Wait for your turn.</source>
        <translation>Wait for your turn.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="90"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="209"/>
        <source>Play %1</source>
        <translation>Play %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="91"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="213"/>
        <source>Play pair</source>
        <translation>Play pair</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="92"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="215"/>
        <source>Play tractor</source>
        <translation>Play tractor</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="253"/>
        <source>You can override %1&apos;s declaration with %2 (press D).</source>
        <translation>You can override %1&apos;s declaration with %2 (press D).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="260"/>
        <source>You can declare with %1 now (press D, or wait for a better hand).</source>
        <translation>You can declare with %1 now (press D, or wait for a better hand).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="83"/>
        <source>Declare %1</source>
        <translation>Declare %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="333"/>
        <source>Press Play (or Enter) to play the selected cards.</source>
        <translation>Press Play (or Enter) to play the selected cards.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="357"/>
        <source>Hint: %1</source>
        <translation>Hint: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="369"/>
        <source>No trick has been played yet in this round.</source>
        <translation>No trick has been played yet in this round.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="384"/>
        <source>The computer player of %1 did not answer, so a legal move was made for it. It is restarted and thinks again from its next turn.</source>
        <translation>The computer player of %1 did not answer, so a legal move was made for it. It is restarted and thinks again from its next turn.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="393"/>
        <source>The game could not be autosaved: %1. Your earlier saves are untouched; the game goes on, and is saved again as soon as the disk allows.</source>
        <translation>The game could not be autosaved: %1. Your earlier saves are untouched; the game goes on, and is saved again as soon as the disk allows.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="185"/>
        <source>Resume?</source>
        <translation>Resume?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="186"/>
        <source>An unfinished game was saved when you last played. Resume it?</source>
        <translation>An unfinished game was saved when you last played. Resume it?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="230"/>
        <source>The last autosaved game could not be read by this version; it was kept as %1.</source>
        <translation>The last autosaved game could not be read by this version; it was kept as %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="462"/>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="297"/>
        <source>Opened %1.</source>
        <translation>Opened %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="75"/>
        <source>Opening %1…</source>
        <translation>Opening %1…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="80"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="82"/>
        <source>Opening a game</source>
        <translation>Opening a game</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="246"/>
        <source>Give up this game?</source>
        <translation>Give up this game?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="247"/>
        <source>The game in progress will be lost (save it first to keep it). Go on?</source>
        <translation>The game in progress will be lost (save it first to keep it). Go on?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="305"/>
        <source>Open a game</source>
        <translation>Open a game</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="321"/>
        <source>game</source>
        <translation>game</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="325"/>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="337"/>
        <source>The game was not saved: %1</source>
        <translation>The game was not saved: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="344"/>
        <source>Saved to %1.</source>
        <translation>Saved to %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="355"/>
        <source>This is your last game: it goes on from where it stands.</source>
        <translation>This is your last game: it goes on from where it stands.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="364"/>
        <source>No game to resume: %1</source>
        <translation>No game to resume: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="372"/>
        <source>Review a game</source>
        <translation>Review a game</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="404"/>
        <source>The game goes on from the step you chose in the review.</source>
        <translation>The game goes on from the step you chose in the review.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="415"/>
        <source>New deal with number</source>
        <translation>New deal with number</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="416"/>
        <source>Deal number (1 to %1):</source>
        <translation>Deal number (1 to %1):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="432"/>
        <source>Your last move is taken back; this game is counted separately in the statistics.</source>
        <translation>Your last move is taken back; this game is counted separately in the statistics.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="444"/>
        <source>Replay this deal?</source>
        <translation>Replay this deal?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="445"/>
        <source>The round in progress will be lost (save the game first to keep it). Go on?</source>
        <translation>The round in progress will be lost (save the game first to keep it). Go on?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="453"/>
        <source>The same cards are dealt again from the start of this round.</source>
        <translation>The same cards are dealt again from the start of this round.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="468"/>
        <source>Tractor games (*%1)</source>
        <translation>Tractor games (*%1)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="484"/>
        <source>(none yet)</source>
        <translation>(none yet)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="498"/>
        <source>Deal %1</source>
        <translation>Deal %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="120"/>
        <source>Settings saved. New rules and players apply to the next game.</source>
        <translation>Settings saved. New rules and players apply to the next game.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/__main__.py" line="145"/>
        <source>Something went wrong (%1); details are in %2.</source>
        <translation>Something went wrong (%1); details are in %2.</translation>
    </message>
</context>
<context>
    <name>NetworkWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/network_tables.py" line="48"/>
        <source>Opening your table…</source>
        <translation>Opening your table…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="37"/>
        <source>Hello!</source>
        <translation>Hello!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="38"/>
        <source>Good luck!</source>
        <translation>Good luck!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="39"/>
        <source>Well played!</source>
        <translation>Well played!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="40"/>
        <source>Thanks!</source>
        <translation>Thanks!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="41"/>
        <source>Sorry!</source>
        <translation>Sorry!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="42"/>
        <source>Oops!</source>
        <translation>Oops!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="43"/>
        <source>Your turn, please.</source>
        <translation>Your turn, please.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="44"/>
        <source>Good game!</source>
        <translation>Good game!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="20"/>
        <source>The server could not read what this window sent; nothing changed.</source>
        <translation>The server could not read what this window sent; nothing changed.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="24"/>
        <source>There is no table with that code on this server.</source>
        <translation>There is no table with that code on this server.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="27"/>
        <source>That table is full.</source>
        <translation>That table is full.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="28"/>
        <source>That table&apos;s game has started: you can watch it instead.</source>
        <translation>That table&apos;s game has started: you can watch it instead.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="31"/>
        <source>That seat is taken: choose another one.</source>
        <translation>That seat is taken: choose another one.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="34"/>
        <source>This seat was taken back on another connection.</source>
        <translation>This seat was taken back on another connection.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="37"/>
        <source>Only the host can start.</source>
        <translation>Only the host can start.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="38"/>
        <source>This window has no seat at the table.</source>
        <translation>This window has no seat at the table.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="41"/>
        <source>This window already has a seat at the table.</source>
        <translation>This window already has a seat at the table.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="44"/>
        <source>The game has not started yet.</source>
        <translation>The game has not started yet.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="45"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="47"/>
        <source>That message was too long for the server; nothing changed.</source>
        <translation>That message was too long for the server; nothing changed.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="52"/>
        <source>Too many messages at once: the server let that one go.</source>
        <translation>Too many messages at once: the server let that one go.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="55"/>
        <source>The table had already moved on: that move was not taken.</source>
        <translation>The table had already moved on: that move was not taken.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="63"/>
        <source>You have opened as many tables as this server allows for now: try again in a few minutes.</source>
        <translation>You have opened as many tables as this server allows for now: try again in a few minutes.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="68"/>
        <source>Too many tries to join or watch a table, or too many wrong codes: wait a few minutes, then try again.</source>
        <translation>Too many tries to join or watch a table, or too many wrong codes: wait a few minutes, then try again.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="73"/>
        <source>Too many connections to this server come from your network: try again later.</source>
        <translation>Too many connections to this server come from your network: try again later.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="77"/>
        <source>This server is full right now: try again in a few minutes.</source>
        <translation>This server is full right now: try again in a few minutes.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="80"/>
        <source>The server runs another version of the game; play may fail.</source>
        <translation>The server runs another version of the game; play may fail.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="83"/>
        <source>The server sent something this version cannot read.</source>
        <translation>The server sent something this version cannot read.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="91"/>
        <source>The server refused that.</source>
        <translation>The server refused that.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="99"/>
        <source>This table is not being saved on its server: the game goes on, but it would be lost if the server stopped now. The server keeps trying.</source>
        <translation>This table is not being saved on its server: the game goes on, but it would be lost if the server stopped now. The server keeps trying.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="104"/>
        <source>This table is being saved again.</source>
        <translation>This table is being saved again.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="116"/>
        <source>Your table could not be opened: its server stopped. It said: %1</source>
        <translation>Your table could not be opened: its server stopped. It said: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="120"/>
        <source>Your table could not be opened: its server did not start in time.</source>
        <translation>Your table could not be opened: its server did not start in time.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="123"/>
        <source>Your table could not be opened: its server could not be started.</source>
        <translation>Your table could not be opened: its server could not be started.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="126"/>
        <source>Your table could not be opened: its server stopped.</source>
        <translation>Your table could not be opened: its server stopped.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="135"/>
        <source>Your table could not be opened.</source>
        <translation>Your table could not be opened.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="134"/>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="135"/>
        <source>&amp;Save the finished game…</source>
        <translation>&amp;Save the finished game…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="142"/>
        <source>&amp;Leave the table</source>
        <translation>&amp;Leave the table</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="165"/>
        <source>Tractor: table %1</source>
        <translation>Tractor: table %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="165"/>
        <source>Tractor</source>
        <translation>Tractor</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="176"/>
        <source>%1 (computer)</source>
        <translation>%1 (computer)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="178"/>
        <source>%1 (away)</source>
        <translation>%1 (away)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="186"/>
        <source>Could not reach the table: %1</source>
        <translation>Could not reach the table: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="188"/>
        <source>Could not reach the table.</source>
        <translation>Could not reach the table.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="193"/>
        <source>The connection is lost: connecting again… (a computer player keeps your seat)</source>
        <translation>The connection is lost: connecting again… (a computer player keeps your seat)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="198"/>
        <source>Connected again.</source>
        <translation>Connected again.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="208"/>
        <source>%1 reminds you that the table waits for you.</source>
        <translation>%1 reminds you that the table waits for you.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="224"/>
        <source>Round over: the opponents took %1 points. The next round is dealt.</source>
        <translation>Round over: the opponents took %1 points. The next round is dealt.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="246"/>
        <source>The server&apos;s record of the game cannot be read: %1</source>
        <translation>The server&apos;s record of the game cannot be read: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="253"/>
        <source>Save the finished game</source>
        <translation>Save the finished game</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="255"/>
        <source>Tractor games (*.tractor)</source>
        <translation>Tractor games (*.tractor)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="265"/>
        <source>The game could not be saved: %1</source>
        <translation>The game could not be saved: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="268"/>
        <source>Saved: %1</source>
        <translation>Saved: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="286"/>
        <source>Leave the table</source>
        <translation>Leave the table</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="294"/>
        <source>Close your table? The game ends for everyone at it.</source>
        <translation>Close your table? The game ends for everyone at it.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="296"/>
        <source>Leave the table? A computer player takes your seat.</source>
        <translation>Leave the table? A computer player takes your seat.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="20"/>
        <source>North–South&apos;s points</source>
        <translation>North–South&apos;s points</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="21"/>
        <source>East–West&apos;s points</source>
        <translation>East–West&apos;s points</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="28"/>
        <source>%1 wins the trick: +%2 for North–South.</source>
        <translation>%1 wins the trick: +%2 for North–South.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="31"/>
        <source>%1 wins the trick: +%2 for East–West.</source>
        <translation>%1 wins the trick: +%2 for East–West.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="40"/>
        <source>North–South: level %1</source>
        <translation>North–South: level %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="46"/>
        <source>East–West: level %1</source>
        <translation>East–West: level %1</translation>
    </message>
</context>
<context>
    <name>NoticeBoard</name>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/notices.py" line="121"/>
        <source>%n more notice(s) waiting</source>
        <translation>
            <numerusform>%n more notice waiting</numerusform>
            <numerusform>%n more notices waiting</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoticeRow</name>
    <message>
        <location filename="../../tractor_desktop/ui/notices.py" line="51"/>
        <location filename="../../tractor_desktop/ui/notices.py" line="52"/>
        <source>Dismiss</source>
        <translation>Dismiss</translation>
    </message>
</context>
<context>
    <name>PeopleDock</name>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="53"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="69"/>
        <source>Sit &amp;here</source>
        <translation>Sit &amp;here</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="70"/>
        <source>Move to the empty seat chosen above.</source>
        <translation>Move to the empty seat chosen above.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="73"/>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="135"/>
        <source>&amp;Start the game</source>
        <translation>&amp;Start the game</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="74"/>
        <source>Computer players take the empty seats.</source>
        <translation>Computer players take the empty seats.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="88"/>
        <source>Say something</source>
        <translation>Say something</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="91"/>
        <source>Se&amp;nd</source>
        <translation>Se&amp;nd</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="98"/>
        <source>Quick message…</source>
        <translation>Quick message…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="103"/>
        <source>N&amp;udge</source>
        <translation>N&amp;udge</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="104"/>
        <source>Remind the player the table waits for.</source>
        <translation>Remind the player the table waits for.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="146"/>
        <source>Room code: %1</source>
        <translation>Room code: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="150"/>
        <source>You are not at the table: %1</source>
        <translation>You are not at the table: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="154"/>
        <source>The connection is lost: connecting again…</source>
        <translation>The connection is lost: connecting again…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="156"/>
        <source>Not connected to the table.</source>
        <translation>Not connected to the table.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="158"/>
        <source>You are watching: you see only the cards on the table.</source>
        <translation>You are watching: you see only the cards on the table.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="148"/>
        <source>Connecting to the table…</source>
        <translation>Connecting to the table…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="135"/>
        <source>&amp;Start with computer players</source>
        <translation>&amp;Start with computer players</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="160"/>
        <source>Before the start you may move to an empty seat.</source>
        <translation>Before the start you may move to an empty seat.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="190"/>
        <source>%1: empty</source>
        <translation>%1: empty</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="192"/>
        <source>computer player (%1)</source>
        <translation>computer player (%1)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="194"/>
        <source>left by a person: the next one who joins sits here</source>
        <translation>left by a person: the next one who joins sits here</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="198"/>
        <source>away: a computer player plays for now</source>
        <translation>away: a computer player plays for now</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="200"/>
        <source>connection lost: waiting</source>
        <translation>connection lost: waiting</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="202"/>
        <source>connected</source>
        <translation>connected</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="244"/>
        <source>%1: %2 s left for this move</source>
        <translation>%1: %2 s left for this move</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="17"/>
        <source>Bury %n card(s)</source>
        <translation>
            <numerusform>Bury %n card</numerusform>
            <numerusform>Bury %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="20"/>
        <source>Play %n card(s)</source>
        <translation>
            <numerusform>Play %n card</numerusform>
            <numerusform>Play %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="23"/>
        <source>Play %n card(s), as many as the leader.</source>
        <translation>
            <numerusform>Play %n card, as many as the leader.</numerusform>
            <numerusform>Play %n cards, as many as the leader.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PointsMeter</name>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="38"/>
        <source>Points: %1 (the side that collects them takes over at 80)</source>
        <translation>Points: %1 (the side that collects them takes over at 80)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="40"/>
        <source>Our points: %1 (we take over at 80)</source>
        <translation>Our points: %1 (we take over at 80)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="42"/>
        <source>Their points: %1 (they take over at 80)</source>
        <translation>Their points: %1 (they take over at 80)</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="172"/>
        <source>level %1</source>
        <translation>level %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="178"/>
        <source>★ declarers: this side&apos;s level is played and moves</source>
        <translation>★ declarers: this side&apos;s level is played and moves</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="180"/>
        <source>▶ starter: picks up the talon and leads the first trick</source>
        <translation>▶ starter: picks up the talon and leads the first trick</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="209"/>
        <source>A new game: trumps are %1s. Declare while the cards are drawn.</source>
        <translation>A new game: trumps are %1s. Declare while the cards are drawn.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="215"/>
        <source>Round %1: the trump rank is %2; %3 starts.</source>
        <translation>Round %1: the trump rank is %2; %3 starts.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="236"/>
        <source>no trump (a pair of jokers)</source>
        <translation>no trump (a pair of jokers)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="238"/>
        <source>%1 declares %2 with %3.</source>
        <translation>%1 declares %2 with %3.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="247"/>
        <source>All cards are drawn: a last chance to declare, in turn.</source>
        <translation>All cards are drawn: a last chance to declare, in turn.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="250"/>
        <source>Nobody declared: the cards are shuffled and drawn again.</source>
        <translation>Nobody declared: the cards are shuffled and drawn again.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="251"/>
        <source>Redeal</source>
        <translation>Redeal</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="257"/>
        <source>Nobody declared: the talon is turned up until it names the trump suit.</source>
        <translation>Nobody declared: the talon is turned up until it names the trump suit.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="267"/>
        <source>Trump: %1. %2 starts.</source>
        <translation>Trump: %1. %2 starts.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="279"/>
        <source>You pick up the talon: choose 8 cards to bury.</source>
        <translation>You pick up the talon: choose 8 cards to bury.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="284"/>
        <source>%1 picks up the talon and buries 8 cards.</source>
        <translation>%1 picks up the talon and buries 8 cards.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="306"/>
        <source>%1 tried %2, but %3 can beat %4 with %5: only %6 is led. Penalty: %7 points.</source>
        <translation>%1 tried %2, but %3 can beat %4 with %5: only %6 is led. Penalty: %7 points.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="317"/>
        <source>Top cards beaten!</source>
        <translation>Top cards beaten!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="348"/>
        <source>You lead %1.</source>
        <translation>You lead %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="348"/>
        <source>You play %1.</source>
        <translation>You play %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="351"/>
        <source>%1 leads %2.</source>
        <translation>%1 leads %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="351"/>
        <source>%1 plays %2.</source>
        <translation>%1 plays %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="362"/>
        <source>%1 wins the trick: +%2 for us.</source>
        <translation>%1 wins the trick: +%2 for us.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="364"/>
        <source>%1 wins the trick: +%2 for them.</source>
        <translation>%1 wins the trick: +%2 for them.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="369"/>
        <source>%1 wins the trick.</source>
        <translation>%1 wins the trick.</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="126"/>
        <source>&amp;Select All</source>
        <translation>&amp;Select All</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="127"/>
        <source>&amp;Step up</source>
        <translation>&amp;Step up</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="128"/>
        <source>Step &amp;down</source>
        <translation>Step &amp;down</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="48"/>
        <source>Select Color</source>
        <translation>Select Color</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="49"/>
        <source>&amp;Basic colors</source>
        <translation>&amp;Basic colors</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="50"/>
        <source>&amp;Custom colors</source>
        <translation>&amp;Custom colors</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="51"/>
        <source>&amp;Add to Custom Colors</source>
        <translation>&amp;Add to Custom Colors</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="52"/>
        <source>&amp;Pick Screen Color</source>
        <translation>&amp;Pick Screen Color</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="53"/>
        <source>Hu&amp;e:</source>
        <translation>Hu&amp;e:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="54"/>
        <source>&amp;Sat:</source>
        <translation>&amp;Sat:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="55"/>
        <source>&amp;Val:</source>
        <translation>&amp;Val:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="56"/>
        <source>&amp;Red:</source>
        <translation>&amp;Red:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="57"/>
        <source>&amp;Green:</source>
        <translation>&amp;Green:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="58"/>
        <source>Bl&amp;ue:</source>
        <translation>Bl&amp;ue:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="59"/>
        <source>A&amp;lpha channel:</source>
        <translation>A&amp;lpha channel:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="60"/>
        <source>&amp;HTML:</source>
        <translation>&amp;HTML:</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="46"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="61"/>
        <source>Look in:</source>
        <translation>Look in:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="62"/>
        <source>Files of type:</source>
        <translation>Files of type:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="63"/>
        <source>File &amp;name:</source>
        <translation>File &amp;name:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="64"/>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="65"/>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="66"/>
        <source>Save As</source>
        <translation>Save As</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="67"/>
        <source>&amp;Choose</source>
        <translation>&amp;Choose</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="68"/>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="69"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="70"/>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="71"/>
        <source>Parent Directory</source>
        <translation>Parent Directory</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="72"/>
        <source>Create New Folder</source>
        <translation>Create New Folder</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="73"/>
        <source>List View</source>
        <translation>List View</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="74"/>
        <source>Detail View</source>
        <translation>Detail View</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="75"/>
        <source>All Files (*)</source>
        <translation>All Files (*)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="76"/>
        <source>&amp;Rename</source>
        <translation>&amp;Rename</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="77"/>
        <source>&amp;Delete</source>
        <translation>&amp;Delete</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="78"/>
        <source>Show &amp;hidden files</source>
        <translation>Show &amp;hidden files</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="79"/>
        <source>&amp;New Folder</source>
        <translation>&amp;New Folder</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="80"/>
        <source>New Folder</source>
        <translation>New Folder</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="81"/>
        <source>Recent Places</source>
        <translation>Recent Places</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="82"/>
        <source>Directory:</source>
        <translation>Directory:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="83"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="84"/>
        <source>File Folder</source>
        <translation>File Folder</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="85"/>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="86"/>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="87"/>
        <source>Shortcut</source>
        <translation>Shortcut</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="88"/>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="89"/>
        <source>Directories</source>
        <translation>Directories</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="92"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 already exists.
Do you want to replace it?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="96"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
File not found.
Please verify the correct file name was given.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="100"/>
        <source>My Computer</source>
        <translation>My Computer</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="101"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Are you sure you want to delete &apos;%1&apos;?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="102"/>
        <source>Find Directory</source>
        <translation>Find Directory</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="103"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="104"/>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="105"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="106"/>
        <source>Date Modified</source>
        <translation>Date Modified</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="107"/>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="108"/>
        <source>My Computer</source>
        <translation>My Computer</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="109"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="110"/>
        <source>Invalid filename</source>
        <translation>Invalid filename</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="47"/>
        <source>Enter a value:</source>
        <translation>Enter a value:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="111"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="112"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="113"/>
        <source>Cu&amp;t</source>
        <translation>Cu&amp;t</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="114"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="115"/>
        <source>&amp;Paste</source>
        <translation>&amp;Paste</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="116"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="117"/>
        <source>Select All</source>
        <translation>Select All</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="44"/>
        <source>Show Details...</source>
        <translation>Show Details...</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="45"/>
        <source>Hide Details...</source>
        <translation>Hide Details...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="26"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="27"/>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="28"/>
        <source>Save All</source>
        <translation>Save All</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="29"/>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="30"/>
        <source>&amp;Yes</source>
        <translation>&amp;Yes</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="31"/>
        <source>Yes to &amp;All</source>
        <translation>Yes to &amp;All</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="32"/>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="33"/>
        <source>N&amp;o to All</source>
        <translation>N&amp;o to All</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="34"/>
        <source>Abort</source>
        <translation>Abort</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="35"/>
        <source>Retry</source>
        <translation>Retry</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="36"/>
        <source>Ignore</source>
        <translation>Ignore</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="37"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="38"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="39"/>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="40"/>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="41"/>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="42"/>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="43"/>
        <source>Restore Defaults</source>
        <translation>Restore Defaults</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="130"/>
        <source>Scroll here</source>
        <translation>Scroll here</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="131"/>
        <source>Left edge</source>
        <translation>Left edge</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="132"/>
        <source>Top</source>
        <translation>Top</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="133"/>
        <source>Right edge</source>
        <translation>Right edge</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="134"/>
        <source>Bottom</source>
        <translation>Bottom</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="135"/>
        <source>Page left</source>
        <translation>Page left</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="136"/>
        <source>Page up</source>
        <translation>Page up</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="137"/>
        <source>Page right</source>
        <translation>Page right</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="138"/>
        <source>Page down</source>
        <translation>Page down</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="139"/>
        <source>Scroll left</source>
        <translation>Scroll left</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="140"/>
        <source>Scroll up</source>
        <translation>Scroll up</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="141"/>
        <source>Scroll right</source>
        <translation>Scroll right</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="142"/>
        <source>Scroll down</source>
        <translation>Scroll down</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="118"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="119"/>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="120"/>
        <source>Cu&amp;t</source>
        <translation>Cu&amp;t</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="121"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copy</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="122"/>
        <source>&amp;Paste</source>
        <translation>&amp;Paste</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="123"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="124"/>
        <source>Select All</source>
        <translation>Select All</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="125"/>
        <source>Copy &amp;Link Location</source>
        <translation>Copy &amp;Link Location</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="65"/>
        <source>Review the game</source>
        <translation>Review the game</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="79"/>
        <source>What happened</source>
        <translation>What happened</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="82"/>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="87"/>
        <source>⏮ Start</source>
        <translation>⏮ Start</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="88"/>
        <source>◀ Back</source>
        <translation>◀ Back</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="89"/>
        <source>Next ▶</source>
        <translation>Next ▶</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="90"/>
        <source>End ⏭</source>
        <translation>End ⏭</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="97"/>
        <source>Play from here</source>
        <translation>Play from here</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="100"/>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="150"/>
        <source>Continue this game from the step shown, in your own seat</source>
        <translation>Continue this game from the step shown, in your own seat</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="142"/>
        <source>Nothing has been played yet.</source>
        <translation>Nothing has been played yet.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="152"/>
        <source>Nothing is left to play from this step: the game is decided.</source>
        <translation>Nothing is left to play from this step: the game is decided.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="237"/>
        <source>Round %1, step %2 of %3</source>
        <translation>Round %1, step %2 of %3</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="241"/>
        <source>trump %1</source>
        <translation>trump %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="243"/>
        <source>levels: us %1, them %2</source>
        <translation>levels: us %1, them %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="252"/>
        <source>%1 declares with %2.</source>
        <translation>%1 declares with %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="255"/>
        <source>The trump is settled; %1 starts.</source>
        <translation>The trump is settled; %1 starts.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="259"/>
        <source>%1 picks up the talon: %2.</source>
        <translation>%1 picks up the talon: %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="262"/>
        <source>%1 buries %2.</source>
        <translation>%1 buries %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="265"/>
        <source>%1 wins the trick (%2 points).</source>
        <translation>%1 wins the trick (%2 points).</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="125"/>
        <source>End of the round</source>
        <translation>End of the round</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="127"/>
        <source>The talon:</source>
        <translation>The talon:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="146"/>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="243"/>
        <source>Rules summary</source>
        <translation>Rules summary</translation>
    </message>
</context>
<context>
    <name>SaveError</name>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="80"/>
        <source>No space left on device</source>
        <translation>No space left on device</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="82"/>
        <source>Disk quota exceeded</source>
        <translation>Disk quota exceeded</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="84"/>
        <source>Permission denied</source>
        <translation>Permission denied</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="86"/>
        <source>Read-only file system</source>
        <translation>Read-only file system</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="88"/>
        <source>No such file or directory</source>
        <translation>No such file or directory</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="96"/>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="167"/>
        <source>this is not a Tractor Desktop save file</source>
        <translation>this is not a Tractor Desktop save file</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="172"/>
        <source>the save file has no valid version number</source>
        <translation>the save file has no valid version number</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="177"/>
        <source>this game was saved by a newer version of Tractor Desktop (format %1); please update the game to open it</source>
        <translation>this game was saved by a newer version of Tractor Desktop (format %1); please update the game to open it</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="188"/>
        <source>unknown save format version %1</source>
        <translation>unknown save format version %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="196"/>
        <source>the save file lacks &apos;%1&apos;</source>
        <translation>the save file lacks &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="207"/>
        <source>the game in this file cannot be replayed at step %1</source>
        <translation>the game in this file cannot be replayed at step %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="213"/>
        <source>the game in this file cannot be replayed</source>
        <translation>the game in this file cannot be replayed</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="218"/>
        <source>the save file is nested too deeply</source>
        <translation>the save file is nested too deeply</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="228"/>
        <source>&apos;take_backs&apos; must be a whole number from 0 to %1</source>
        <translation>&apos;take_backs&apos; must be a whole number from 0 to %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="255"/>
        <source>&apos;players&apos; must list the four seats</source>
        <translation>&apos;players&apos; must list the four seats</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="261"/>
        <source>each player must have a name and a level</source>
        <translation>each player must have a name and a level</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="266"/>
        <source>a player&apos;s name must be text of at most 60 characters</source>
        <translation>a player&apos;s name must be text of at most 60 characters</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="273"/>
        <source>unknown player level %1</source>
        <translation>unknown player level %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="344"/>
        <source>there is no file %1</source>
        <translation>there is no file %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="348"/>
        <source>%1 is not a file</source>
        <translation>%1 is not a file</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="353"/>
        <source>%1 is too large to be a save file (%2 KB)</source>
        <translation>%1 is too large to be a save file (%2 KB)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="363"/>
        <source>cannot read %1: %2</source>
        <translation>cannot read %1: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="373"/>
        <source>%1 is not a save file (it is not text)</source>
        <translation>%1 is not a save file (it is not text)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="380"/>
        <source>%1 is damaged: it is not valid JSON</source>
        <translation>%1 is damaged: it is not valid JSON</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="180"/>
        <source>this position cannot be played on</source>
        <translation>this position cannot be played on</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="280"/>
        <source>the game is not autosaved</source>
        <translation>the game is not autosaved</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="411"/>
        <source>choose a file to save to</source>
        <translation>choose a file to save to</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="66"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="67"/>
        <source>Declarers</source>
        <translation>Declarers</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="68"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="69"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="70"/>
        <source>Levels</source>
        <translation>Levels</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="142"/>
        <source>Us (N–S)</source>
        <translation>Us (N–S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="142"/>
        <source>Them (E–W)</source>
        <translation>Them (E–W)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="457"/>
        <source>Your statistics could not be saved: %1</source>
        <translation>Your statistics could not be saved: %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="111"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="115"/>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="116"/>
        <source>&amp;Players</source>
        <translation>&amp;Players</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="117"/>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="118"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="148"/>
        <source>These rules apply to the next new game.</source>
        <translation>These rules apply to the next new game.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="154"/>
        <source>Rule preset</source>
        <translation>Rule preset</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="158"/>
        <source>&amp;Standard rules</source>
        <translation>&amp;Standard rules</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="212"/>
        <source>The game in progress keeps its own rules: %1</source>
        <translation>The game in progress keeps its own rules: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="213"/>
        <source>the standard rules</source>
        <translation>the standard rules</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="239"/>
        <source>You (South)</source>
        <translation>You (South)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="240"/>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="241"/>
        <source>North (partner)</source>
        <translation>North (partner)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="242"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="250"/>
        <source>Name of %1</source>
        <translation>Name of %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="258"/>
        <source>Level of %1</source>
        <translation>Level of %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="271"/>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="276"/>
        <source>Card size</source>
        <translation>Card size</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="277"/>
        <source>Four-colour suits (♦ blue, ♣ green)</source>
        <translation>Four-colour suits (♦ blue, ♣ green)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="282"/>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="290"/>
        <source>Card back colour</source>
        <translation>Card back colour</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="287"/>
        <source>Other colour…</source>
        <translation>Other colour…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="291"/>
        <source>Confirm before playing (drags only select)</source>
        <translation>Confirm before playing (drags only select)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="293"/>
        <source>Offer hints</source>
        <translation>Offer hints</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="295"/>
        <source>Play a forced last card by itself</source>
        <translation>Play a forced last card by itself</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="297"/>
        <source>Pause the draw when I can declare</source>
        <translation>Pause the draw when I can declare</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="299"/>
        <source>A moment to read the declare button and choose, when the chance first comes</source>
        <translation>A moment to read the declare button and choose, when the chance first comes</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="302"/>
        <source>Allow taking back moves (Ctrl+Z)</source>
        <translation>Allow taking back moves (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="304"/>
        <source>Games with take-backs are counted separately in the statistics</source>
        <translation>Games with take-backs are counted separately in the statistics</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="307"/>
        <source>Show the card memory</source>
        <translation>Show the card memory</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="318"/>
        <source>Sounds</source>
        <translation>Sounds</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="325"/>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="338"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="330"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="345"/>
        <source>System default</source>
        <translation>System default</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="350"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="351"/>
        <source>A new language applies after a restart.</source>
        <translation>A new language applies after a restart.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="379"/>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="411"/>
        <source>Custom colour</source>
        <translation>Custom colour</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="170"/>
        <source>The settings file could not be read; the defaults are used.</source>
        <translation>The settings file could not be read; the defaults are used.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="435"/>
        <source>%1 and %n more</source>
        <translation>%1 and %n more</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="438"/>
        <source>Some settings could not be read and were reset: %1.</source>
        <translation>Some settings could not be read and were reset: %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="264"/>
        <source>The settings file is not a regular file; the settings were not saved.</source>
        <translation>The settings file is not a regular file; the settings were not saved.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="148"/>
        <source>The settings file is not a regular file; the defaults are used.</source>
        <translation>The settings file is not a regular file; the defaults are used.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="156"/>
        <source>The settings file is too large (%1 KB; the game&apos;s own are at most %2 KB); the defaults are used.</source>
        <translation>The settings file is too large (%1 KB; the game&apos;s own are at most %2 KB); the defaults are used.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="161"/>
        <source>The settings file is too large (%1 KB; the game&apos;s own are at most %2 KB); the defaults are used, and the file was kept as %3.</source>
        <translation>The settings file is too large (%1 KB; the game&apos;s own are at most %2 KB); the defaults are used, and the file was kept as %3.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="270"/>
        <source>The settings file is too large and could not be moved aside; the settings were not saved.</source>
        <translation>The settings file is too large and could not be moved aside; the settings were not saved.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="281"/>
        <source>The settings could not be saved to %1.</source>
        <translation>The settings could not be saved to %1.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../tractor_desktop/app/statistics.py" line="129"/>
        <source>Your statistics file was damaged and could not be read, so your statistics start afresh. The damaged file was kept as %1.</source>
        <translation>Your statistics file was damaged and could not be read, so your statistics start afresh. The damaged file was kept as %1.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="43"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="51"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="53"/>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="54"/>
        <source>Without take-backs</source>
        <translation>Without take-backs</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="55"/>
        <source>With take-backs</source>
        <translation>With take-backs</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="56"/>
        <source>Given up (lost)</source>
        <translation>Given up (lost)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="59"/>
        <source>A game you give up unfinished counts as lost, unless a save file holds it as it stands. Games and rounds you made no move in are not counted.</source>
        <translation>A game you give up unfinished counts as lost, unless a save file holds it as it stands. Games and rounds you made no move in are not counted.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="64"/>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="66"/>
        <source>All rounds</source>
        <translation>All rounds</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="67"/>
        <source>As declarers</source>
        <translation>As declarers</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="68"/>
        <source>As opponents</source>
        <translation>As opponents</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="69"/>
        <source>After a take-back</source>
        <translation>After a take-back</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="72"/>
        <source>Rounds played after a take-back count only in their own row and add no levels.</source>
        <translation>Rounds played after a take-back count only in their own row and add no levels.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="76"/>
        <source>Games by the opponents&apos; strength</source>
        <translation>Games by the opponents&apos; strength</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="79"/>
        <source>A game counts under the stronger of your two opponents. Games with take-backs are not counted here.</source>
        <translation>A game counts under the stronger of your two opponents. Games with take-backs are not counted here.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="84"/>
        <source>Streaks and levels</source>
        <translation>Streaks and levels</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="86"/>
        <source>Current winning streak</source>
        <translation>Current winning streak</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="87"/>
        <source>Longest winning streak</source>
        <translation>Longest winning streak</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="88"/>
        <source>Levels gained</source>
        <translation>Levels gained</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="89"/>
        <source>Highest level reached</source>
        <translation>Highest level reached</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="92"/>
        <source>A streak counts the games won in a row without take-backs; a game won with take-backs does not add to it, and any lost game ends it.</source>
        <translation>A streak counts the games won in a row without take-backs; a game won with take-backs does not add to it, and any lost game ends it.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="107"/>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="134"/>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="134"/>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="198"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="222"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="230"/>
        <source>Reset statistics</source>
        <translation>Reset statistics</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="231"/>
        <source>Clear all your statistics? This cannot be undone.</source>
        <translation>Clear all your statistics? This cannot be undone.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_scene.py" line="345"/>
        <source>Talon</source>
        <translation>Talon</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_view.py" line="33"/>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
</context>
<context>
    <name>TrickHistoryModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="158"/>
        <source>Plays, from the leader</source>
        <translation>Plays, from the leader</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="159"/>
        <source>Won by</source>
        <translation>Won by</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="160"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="103"/>
        <source>The round is over: the opponents have %1 points, fewer than 80, so your side wins it and goes up in level. The summary in front shows the talon, the points and the new levels; press Continue there to end the lesson.</source>
        <translation>The round is over: the opponents have %1 points, fewer than 80, so your side wins it and goes up in level. The summary in front shows the talon, the points and the new levels; press Continue there to end the lesson.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="109"/>
        <source>The round is over: the opponents have %1 points, 80 or more, so they take over: they are the declarers next round, and from 120 points they go up in level too. The summary in front shows the talon, the points and the levels; press Continue there to end the lesson.</source>
        <translation>The round is over: the opponents have %1 points, 80 or more, so they take over: they are the declarers next round, and from 120 points they go up in level too. The summary in front shows the talon, the points and the levels; press Continue there to end the lesson.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="125"/>
        <source>Welcome! You are South, at the bottom; North, at the top, is your partner against East and West. You make your own moves in this round, and the others&apos; moves are arranged so that every rule turns up.</source>
        <translation>Welcome! You are South, at the bottom; North, at the top, is your partner against East and West. You make your own moves in this round, and the others&apos; moves are arranged so that every rule turns up.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="135"/>
        <source>First the cards are drawn one at a time, 25 for each player; the last 8 are the talon. The trump rank of the first round is 2: showing a 2 makes its suit trumps. That is declaring.</source>
        <translation>First the cards are drawn one at a time, 25 for each player; the last 8 are the talon. The trump rank of the first round is 2: showing a 2 makes its suit trumps. That is declaring.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="164"/>
        <source>All cards are drawn, and each player in turn has a last chance to declare. You have nothing stronger to show: press No declaration.</source>
        <translation>All cards are drawn, and each player in turn has a last chance to declare. You have nothing stronger to show: press No declaration.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="183"/>
        <source>As the starter you picked up the talon: its 8 cards are marked in your hand. Bury 8 cards face down in their place: select the highlighted ones, low cards without points, and press Bury.</source>
        <translation>As the starter you picked up the talon: its 8 cards are marked in your hand. Bury 8 cards face down in their place: select the highlighted ones, low cards without points, and press Bury.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="193"/>
        <source>You lead the first trick. The simplest lead is a single card: click your %1, then press Play. The others must follow with a heart if they have one.</source>
        <translation>You lead the first trick. The simplest lead is a single card: click your %1, then press Play. The others must follow with a heart if they have one.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="202"/>
        <source>Everyone followed with a heart and your Ace won; the winner leads the next trick. Now lead a pair, two identical cards: your %1.</source>
        <translation>Everyone followed with a heart and your Ace won; the winner leads the next trick. Now lead a pair, two identical cards: your %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="211"/>
        <source>A pair is followed by a pair of the suit if one is held (North), else by two cards of the suit (East). Now lead a tractor, pairs next to each other in rank: %1.</source>
        <translation>A pair is followed by a pair of the suit if one is held (North), else by two cards of the suit (East). Now lead a tractor, pairs next to each other in rank: %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="145"/>
        <source>You have just drawn a 2, the %1. Declare it with its button below the table: diamonds become trumps and, unless someone cancels it, you become the starter.</source>
        <translation>You have just drawn a 2, the %1. Declare it with its button below the table: diamonds become trumps and, unless someone cancels it, you become the starter.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="154"/>
        <source>You and North are now the declarers. A single 2 can still be cancelled by two identical 2s or two identical jokers, but no one shows them this time: the draw goes on.</source>
        <translation>You and North are now the declarers. A single 2 can still be cancelled by two identical 2s or two identical jokers, but no one shows them this time: the draw goes on.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="173"/>
        <source>The trump is settled: every diamond, every 2 and the jokers are trumps, from high to low: big joker, small joker, 2♦, the other 2s (equal to each other), then A♦ K♦ and so on. Your hand keeps the trumps together at the right.</source>
        <translation>The trump is settled: every diamond, every 2 and the jokers are trumps, from high to low: big joker, small joker, 2♦, the other 2s (equal to each other), then A♦ K♦ and so on. Your hand keeps the trumps together at the right.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="220"/>
        <source>East had to play its pair of A♣: followers play as many pairs of the suit as they can. Now lead top cards all at once (a throw): %1. Both K♠ are gone and you hold both A♠, so no one can beat either part.</source>
        <translation>East had to play its pair of A♣: followers play as many pairs of the suit as they can. Now lead top cards all at once (a throw): %1. Both K♠ are gone and you hold both A♠, so no one can beat either part.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="230"/>
        <source>The throw won the trick. A throw fails if another player can beat any part of it: see what happens when you lead %1 together.</source>
        <translation>The throw won the trick. A throw fails if another player can beat any part of it: see what happens when you lead %1 together.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="239"/>
        <source>East can beat your clubs with the K♣, so the throw failed: you take the 10♣ back and only the lower card, the 7♣, is led. The penalty: the opponents gain 10 points for each card taken back.</source>
        <translation>East can beat your clubs with the K♣, so the throw failed: you take the 10♣ back and only the lower card, the 7♣, is led. The penalty: the opponents gain 10 points for each card taken back.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="249"/>
        <source>East won the trick. Points are the 5s (5 each), the 10s and the Kings (10 each); only the opponents, East and West, collect them in the tricks they win: 10 here, and 10 for the penalty.</source>
        <translation>East won the trick. Points are the 5s (5 each), the 10s and the Kings (10 each); only the opponents, East and West, collect them in the tricks they win: 10 here, and 10 for the penalty.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="259"/>
        <source>East led the K♥. While you hold cards of the suit led you must play one: play your %1. West&apos;s K♥ equals East&apos;s, and of equal cards the first played wins.</source>
        <translation>East led the K♥. While you hold cards of the suit led you must play one: play your %1. West&apos;s K♥ equals East&apos;s, and of equal cards the first played wins.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="268"/>
        <source>East took 30 points and leads a pair of hearts. Holding a pair of hearts, you must follow with it, not with two different hearts: play your %1.</source>
        <translation>East took 30 points and leads a pair of hearts. Holding a pair of hearts, you must follow with it, not with two different hearts: play your %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="277"/>
        <source>West had no hearts left, so it could play trumps: its pair of big jokers won. You have seen the main rules of play; play the rest of the round yourself (Hint suggests a move).</source>
        <translation>West had no hearts left, so it could play trumps: its pair of big jokers won. You have seen the main rules of play; play the rest of the round yourself (Hint suggests a move).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="287"/>
        <source>Play on until every card is played. If the opponents win the last trick, the points buried in the talon count for them too, multiplied by twice the number of cards each player played to that trick.</source>
        <translation>Play on until every card is played. If the opponents win the last trick, the points buried in the talon count for them too, multiplied by twice the number of cards each player played to that trick.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="88"/>
        <source>The lesson did not start: your game could not be saved first (%1). It goes on as it was.</source>
        <translation>The lesson did not start: your game could not be saved first (%1). It goes on as it was.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="108"/>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="196"/>
        <source>Learn to play</source>
        <translation>Learn to play</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="109"/>
        <source>The lesson takes the table for one round. Your game in progress is saved and comes back when the lesson ends. Start the lesson?</source>
        <translation>The lesson takes the table for one round. Your game in progress is saved and comes back when the lesson ends. Start the lesson?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="234"/>
        <source>Lesson</source>
        <translation>Lesson</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="244"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="245"/>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="246"/>
        <source>Leave the lesson</source>
        <translation>Leave the lesson</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="296"/>
        <source>Learn to play: step %1 of %2</source>
        <translation>Learn to play: step %1 of %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="351"/>
        <source>Declare the %1 now: press its Declare button.</source>
        <translation>Declare the %1 now: press its Declare button.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="355"/>
        <source>Press No declaration: your 2♦ stands.</source>
        <translation>Press No declaration: your 2♦ stands.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="357"/>
        <source>Select exactly the highlighted cards, then press Bury.</source>
        <translation>Select exactly the highlighted cards, then press Bury.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="361"/>
        <source>This step asks for %1: select exactly the highlighted cards, then press Play.</source>
        <translation>This step asks for %1: select exactly the highlighted cards, then press Play.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="366"/>
        <source>Not now: the lesson tells you when it is your move.</source>
        <translation>Not now: the lesson tells you when it is your move.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="423"/>
        <source>Your game could not be brought back: %1</source>
        <translation>Your game could not be brought back: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="431"/>
        <source>Your game is back where you left it.</source>
        <translation>Your game is back where you left it.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="29"/>
        <source>Welcome to Tractor Desktop</source>
        <translation>Welcome to Tractor Desktop</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="34"/>
        <source>Welcome to Tractor</source>
        <translation>Welcome to Tractor</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="43"/>
        <source>Tractor (升级, &quot;level up&quot;) is a card game for four players in two teams, with two packs. You play with North, opposite you, against East and West: win tricks with points in them, and your side climbs from 2 to Ace.</source>
        <translation>Tractor (升级, &quot;level up&quot;) is a card game for four players in two teams, with two packs. You play with North, opposite you, against East and West: win tricks with points in them, and your side climbs from 2 to Ace.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="52"/>
        <source>Learn to play</source>
        <translation>Learn to play</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="53"/>
        <source>A guided first round: the game shows you each step, you play the cards.</source>
        <translation>A guided first round: the game shows you each step, you play the cards.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="57"/>
        <source>Play a game</source>
        <translation>Play a game</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="58"/>
        <source>Against three computer players, your partner opposite you.</source>
        <translation>Against three computer players, your partner opposite you.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="64"/>
        <source>Host a table for friends…</source>
        <translation>Host a table for friends…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="65"/>
        <source>Join a friend&apos;s table…</source>
        <translation>Join a friend&apos;s table…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="73"/>
        <source>All of these are in the Game and Help menus too; this welcome is shown once.</source>
        <translation>All of these are in the Game and Help menus too; this welcome is shown once.</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="75"/>
        <source>Level table: %1 points</source>
        <translation>Level table: %1 points</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="37"/>
        <source>We won the last trick: talon points %1 × %2 = %3</source>
        <translation>We won the last trick: talon points %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="41"/>
        <source>They won the last trick: talon points %1 × %2 = %3</source>
        <translation>They won the last trick: talon points %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="52"/>
        <source>They won the last trick as declarers: the talon&apos;s %1 points do not count.</source>
        <translation>They won the last trick as declarers: the talon&apos;s %1 points do not count.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="57"/>
        <source>We won the last trick as declarers: the talon&apos;s %1 points do not count.</source>
        <translation>We won the last trick as declarers: the talon&apos;s %1 points do not count.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="63"/>
        <source>Our points: %1 in tricks, %2 in all</source>
        <translation>Our points: %1 in tricks, %2 in all</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="65"/>
        <source>Their points: %1 in tricks, %2 in all</source>
        <translation>Their points: %1 in tricks, %2 in all</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="72"/>
        <source>Level table: no points (0 or less)</source>
        <translation>Level table: no points (0 or less)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="82"/>
        <source>%1 defend: levels +%2</source>
        <translation>%1 defend: levels +%2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="88"/>
        <source>%1 take over: levels +%2</source>
        <translation>%1 take over: levels +%2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="94"/>
        <source>%1 take over (80–115 points: no level gained)</source>
        <translation>%1 take over (80–115 points: no level gained)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="100"/>
        <source>Levels now: Us %1, Them %2</source>
        <translation>Levels now: Us %1, Them %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="107"/>
        <source>%1 go past Ace and win the game!</source>
        <translation>%1 go past Ace and win the game!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="113"/>
        <source>%1 starts the next round.</source>
        <translation>%1 starts the next round.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="198"/>
        <source>
&lt;h2&gt;Tractor in brief&lt;/h2&gt;
&lt;p&gt;Four players in two partnerships: you (South) and North against East and West. Two packs with
four jokers, 108 cards. Kings and tens score 10, fives score 5: 200 points in the pack.&lt;/p&gt;
&lt;h3&gt;Levels and trumps&lt;/h3&gt;
&lt;p&gt;Both teams start at level 2 and climb towards Ace; the first team past Ace wins. Each round&apos;s
trump rank is the declaring team&apos;s level. While the cards are drawn, show a card of the trump
rank to name its suit as trumps; a pair of them beats a single; a pair of identical jokers
beats everything and means no trump suit.&lt;/p&gt;
&lt;p&gt;Trumps, high to low: red joker, black joker, the trump-rank card of the trump suit, the other
trump-rank cards (equal), then the trump suit from Ace down. All trumps count as one suit.&lt;/p&gt;
&lt;h3&gt;The talon&lt;/h3&gt;
&lt;p&gt;The starter picks up the 8 leftover cards and buries 8. If the opponents win the last trick,
the points buried there count for them, multiplied by twice the number of cards each played.&lt;/p&gt;
&lt;h3&gt;Tricks&lt;/h3&gt;
&lt;p&gt;Lead a single card, a &lt;b&gt;pair&lt;/b&gt; (two identical cards), a &lt;b&gt;tractor&lt;/b&gt; (consecutive pairs
of one suit) or several &lt;b&gt;top cards&lt;/b&gt; of one suit that nobody can beat. Others must follow
suit, and match pairs as far as they can. A top-cards lead that turns out beatable costs 10
points per card taken back.&lt;/p&gt;
&lt;h3&gt;Scoring&lt;/h3&gt;
&lt;p&gt;Only the opponents collect points. Under 40: declarers go up 2 levels (3 with none at all);
40–75: declarers +1; 80 or more: the opponents become the declarers, and gain a level for every
40 points beyond 80.&lt;/p&gt;
</source>
        <translation>
&lt;h2&gt;Tractor in brief&lt;/h2&gt;
&lt;p&gt;Four players in two partnerships: you (South) and North against East and West. Two packs with
four jokers, 108 cards. Kings and tens score 10, fives score 5: 200 points in the pack.&lt;/p&gt;
&lt;h3&gt;Levels and trumps&lt;/h3&gt;
&lt;p&gt;Both teams start at level 2 and climb towards Ace; the first team past Ace wins. Each round&apos;s
trump rank is the declaring team&apos;s level. While the cards are drawn, show a card of the trump
rank to name its suit as trumps; a pair of them beats a single; a pair of identical jokers
beats everything and means no trump suit.&lt;/p&gt;
&lt;p&gt;Trumps, high to low: red joker, black joker, the trump-rank card of the trump suit, the other
trump-rank cards (equal), then the trump suit from Ace down. All trumps count as one suit.&lt;/p&gt;
&lt;h3&gt;The talon&lt;/h3&gt;
&lt;p&gt;The starter picks up the 8 leftover cards and buries 8. If the opponents win the last trick,
the points buried there count for them, multiplied by twice the number of cards each played.&lt;/p&gt;
&lt;h3&gt;Tricks&lt;/h3&gt;
&lt;p&gt;Lead a single card, a &lt;b&gt;pair&lt;/b&gt; (two identical cards), a &lt;b&gt;tractor&lt;/b&gt; (consecutive pairs
of one suit) or several &lt;b&gt;top cards&lt;/b&gt; of one suit that nobody can beat. Others must follow
suit, and match pairs as far as they can. A top-cards lead that turns out beatable costs 10
points per card taken back.&lt;/p&gt;
&lt;h3&gt;Scoring&lt;/h3&gt;
&lt;p&gt;Only the opponents collect points. Under 40: declarers go up 2 levels (3 with none at all);
40–75: declarers +1; 80 or more: the opponents become the declarers, and gain a level for every
40 points beyond 80.&lt;/p&gt;
</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="227"/>
        <source>
&lt;h3&gt;No-trump rounds&lt;/h3&gt;
&lt;p&gt;After a pair of jokers is declared, only the four jokers are trumps. By these rules the
trump-rank cards are then ordinary cards of their suits, in their usual place from Ace down;
the declaring team&apos;s level still moves at the end of the round. Many tables keep the trump-rank
cards as trumps even then: the rule option &quot;Trump-rank cards stay trumps without a trump suit&quot;
in Settings plays that way.&lt;/p&gt;
</source>
        <translation>
&lt;h3&gt;No-trump rounds&lt;/h3&gt;
&lt;p&gt;After a pair of jokers is declared, only the four jokers are trumps. By these rules the
trump-rank cards are then ordinary cards of their suits, in their usual place from Ace down;
the declaring team&apos;s level still moves at the end of the round. Many tables keep the trump-rank
cards as trumps even then: the rule option &quot;Trump-rank cards stay trumps without a trump suit&quot;
in Settings plays that way.&lt;/p&gt;
</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="254"/>
        <source>
&lt;h2&gt;Tractor Desktop %1&lt;/h2&gt;
&lt;p&gt;Tractor (升级 / 拖拉机): play offline against three computer players, or with friends over the
network.&lt;/p&gt;
&lt;p&gt;Copyright © 2026 the Tractor Desktop authors. Released under the MIT License.&lt;/p&gt;
&lt;p&gt;This program uses Qt through PySide6 (Qt for Python), used under the GNU Lesser General
Public License version 3. Qt is © The Qt Company Ltd. and other contributors. You may replace
the Qt libraries this program uses with your own build; the LGPL&apos;s full text is at
https://www.gnu.org/licenses/lgpl-3.0.html.&lt;/p&gt;
</source>
        <translation>
&lt;h2&gt;Tractor Desktop %1&lt;/h2&gt;
&lt;p&gt;Tractor (升级 / 拖拉机): play offline against three computer players, or with friends over the
network.&lt;/p&gt;
&lt;p&gt;Copyright © 2026 the Tractor Desktop authors. Released under the MIT License.&lt;/p&gt;
&lt;p&gt;This program uses Qt through PySide6 (Qt for Python), used under the GNU Lesser General
Public License version 3. Qt is © The Qt Company Ltd. and other contributors. You may replace
the Qt libraries this program uses with your own build; the LGPL&apos;s full text is at
https://www.gnu.org/licenses/lgpl-3.0.html.&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="25"/>
        <source>spades</source>
        <translation>spades</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="26"/>
        <source>hearts</source>
        <translation>hearts</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="27"/>
        <source>diamonds</source>
        <translation>diamonds</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="28"/>
        <source>clubs</source>
        <translation>clubs</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="29"/>
        <source>no trump</source>
        <translation>no trump</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="30"/>
        <source>trumps</source>
        <translation>trumps</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="35"/>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="36"/>
        <source>Queen</source>
        <translation>Queen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="37"/>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="38"/>
        <source>Ace</source>
        <translation>Ace</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="46"/>
        <source>Red joker (big)</source>
        <translation>Red joker (big)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="48"/>
        <source>Black joker (small)</source>
        <translation>Black joker (small)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="55"/>
        <source>%1 of %2</source>
        <comment>a face card or an Ace: Queen of hearts</comment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="57"/>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="65"/>
        <source>Big joker</source>
        <translation>Big joker</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="67"/>
        <source>Small joker</source>
        <translation>Small joker</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="81"/>
        <source>Declare no trump (pair of big jokers)</source>
        <translation>Declare no trump (pair of big jokers)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="82"/>
        <source>Declare no trump (pair of small jokers)</source>
        <translation>Declare no trump (pair of small jokers)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="90"/>
        <source>South (you)</source>
        <translation>South (you)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="91"/>
        <location filename="../../tractor_desktop/ui/names.py" line="107"/>
        <source>East</source>
        <translation>East</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="92"/>
        <location filename="../../tractor_desktop/ui/names.py" line="108"/>
        <source>North</source>
        <translation>North</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="93"/>
        <location filename="../../tractor_desktop/ui/names.py" line="109"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="100"/>
        <source>South</source>
        <translation>South</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="106"/>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="128"/>
        <source>Us (N–S)</source>
        <translation>Us (N–S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="130"/>
        <source>Them (E–W)</source>
        <translation>Them (E–W)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="143"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="145"/>
        <source>Our points</source>
        <translation>Our points</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="146"/>
        <source>Their points</source>
        <translation>Their points</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="156"/>
        <source>No trump (%1)</source>
        <translation>No trump (%1)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="163"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="164"/>
        <source>That can&apos;t be done right now.</source>
        <translation>That can&apos;t be done right now.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="165"/>
        <source>Wait for your turn.</source>
        <translation>Wait for your turn.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="166"/>
        <source>Those cards are not in your hand.</source>
        <translation>Those cards are not in your hand.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="169"/>
        <source>Select some cards first.</source>
        <translation>Select some cards first.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="170"/>
        <source>To declare, show one trump-rank card, a pair of them, or a pair of jokers.</source>
        <translation>To declare, show one trump-rank card, a pair of them, or a pair of jokers.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="173"/>
        <source>A pair of jokers was shown: the trump is settled.</source>
        <translation>A pair of jokers was shown: the trump is settled.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="176"/>
        <source>A single card can&apos;t cancel another single.</source>
        <translation>A single card can&apos;t cancel another single.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="179"/>
        <source>Only a pair of jokers can cancel a declared pair.</source>
        <translation>Only a pair of jokers can cancel a declared pair.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="182"/>
        <source>These rules don&apos;t let you turn your single into a pair.</source>
        <translation>These rules don&apos;t let you turn your single into a pair.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="185"/>
        <source>You can&apos;t change your own declaration.</source>
        <translation>You can&apos;t change your own declaration.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="188"/>
        <source>Select exactly 8 cards to bury.</source>
        <translation>Select exactly 8 cards to bury.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="189"/>
        <source>A lead must be all one suit, or all trumps.</source>
        <translation>A lead must be all one suit, or all trumps.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="192"/>
        <source>Another player can beat part of those cards: lead them separately.</source>
        <translation>Another player can beat part of those cards: lead them separately.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="195"/>
        <source>Play as many cards as the leader.</source>
        <translation>Play as many cards as the leader.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="198"/>
        <source>You must follow suit while you hold cards of the suit led.</source>
        <translation>You must follow suit while you hold cards of the suit led.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="201"/>
        <source>You hold a pair in the suit led: you must play it.</source>
        <translation>You hold a pair in the suit led: you must play it.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="204"/>
        <source>You must play as many pairs of the suit led as you can.</source>
        <translation>You must play as many pairs of the suit led as you can.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="207"/>
        <source>You hold a tractor in the suit led: you must play it.</source>
        <translation>You hold a tractor in the suit led: you must play it.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="211"/>
        <source>The lesson asks for another move here: the marked cards.</source>
        <translation>The lesson asks for another move here: the marked cards.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="215"/>
        <source>That is not allowed.</source>
        <translation>That is not allowed.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="35"/>
        <source>Trumps were led: you must play trumps while you hold any.</source>
        <translation>Trumps were led: you must play trumps while you hold any.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="38"/>
        <source>You hold a pair of trumps: you must play it.</source>
        <translation>You hold a pair of trumps: you must play it.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="41"/>
        <source>You must play as many pairs of trumps as you can.</source>
        <translation>You must play as many pairs of trumps as you can.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="44"/>
        <source>You hold a tractor in trumps: you must play it.</source>
        <translation>You hold a tractor in trumps: you must play it.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="50"/>
        <source>%1 were led: you must play %1 while you hold any.</source>
        <translation>%1 were led: you must play %1 while you hold any.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="53"/>
        <source>You hold a pair of %1: you must play it.</source>
        <translation>You hold a pair of %1: you must play it.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="56"/>
        <source>You must play as many pairs of %1 as you can.</source>
        <translation>You must play as many pairs of %1 as you can.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="59"/>
        <source>You hold a tractor in %1: you must play it.</source>
        <translation>You hold a tractor in %1: you must play it.</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="20"/>
        <source>Reinforce your own declaration</source>
        <translation>Reinforce your own declaration</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="21"/>
        <source>A player who declared with one card may later show the second copy as a pair.</source>
        <translation>A player who declared with one card may later show the second copy as a pair.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="27"/>
        <source>Nobody declares in the first round</source>
        <translation>Nobody declares in the first round</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="28"/>
        <source>Deal again, or turn up the talon to find the trump suit.</source>
        <translation>Deal again, or turn up the talon to find the trump suit.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="31"/>
        <source>Trump-rank cards stay trumps without a trump suit</source>
        <translation>Trump-rank cards stay trumps without a trump suit</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="32"/>
        <source>In a no-trump round the trump-rank cards rank just below the jokers.</source>
        <translation>In a no-trump round the trump-rank cards rank just below the jokers.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="37"/>
        <source>Follow a tractor with a tractor</source>
        <translation>Follow a tractor with a tractor</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="38"/>
        <source>A player holding a tractor of the right length in the suit led must play it.</source>
        <translation>A player holding a tractor of the right length in the suit led must play it.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="44"/>
        <source>Tractors inside top-card leads</source>
        <translation>Tractors inside top-card leads</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="45"/>
        <source>A top-cards lead may contain tractors as units (otherwise only pairs).</source>
        <translation>A top-cards lead may contain tractors as units (otherwise only pairs).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="50"/>
        <source>Penalty per card of a failed top-cards lead</source>
        <translation>Penalty per card of a failed top-cards lead</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="51"/>
        <source>Points per card taken back (0 turns the penalty off).</source>
        <translation>Points per card taken back (0 turns the penalty off).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="54"/>
        <source>Refuse my beatable top-cards leads</source>
        <translation>Refuse my beatable top-cards leads</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="55"/>
        <source>Teaching aid: instead of a penalty, you are told to lead them separately.</source>
        <translation>Teaching aid: instead of a penalty, you are told to lead them separately.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="60"/>
        <source>Talon bonus</source>
        <translation>Talon bonus</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="61"/>
        <source>The talon&apos;s points are multiplied by twice the cards each player played to the last trick, or by a power of 2.</source>
        <translation>The talon&apos;s points are multiplied by twice the cards each player played to the last trick, or by a power of 2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="68"/>
        <source>Must defend Ace to win</source>
        <translation>Must defend Ace to win</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="69"/>
        <source>Levels stop at Ace; a team wins by winning a round as declarers at Ace.</source>
        <translation>Levels stop at Ace; a team wins by winning a round as declarers at Ace.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="87"/>
        <source>Deal again</source>
        <translation>Deal again</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="88"/>
        <source>Turn up the talon</source>
        <translation>Turn up the talon</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="91"/>
        <source>× twice the cards each played</source>
        <translation>× twice the cards each played</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="92"/>
        <source>2 to the power of the largest unit</source>
        <translation>2 to the power of the largest unit</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="96"/>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="97"/>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="98"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="99"/>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="100"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="101"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="102"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="103"/>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="104"/>
        <source>Small</source>
        <translation>Small</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="105"/>
        <source>Large</source>
        <translation>Large</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="115"/>
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="116"/>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="117"/>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="118"/>
        <source>Purple</source>
        <translation>Purple</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="119"/>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="51"/>
        <source>Standard (the original rules)</source>
        <translation>Standard (the original rules)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="52"/>
        <source>Common modern variant</source>
        <translation>Common modern variant</translation>
    </message>
</context>
</TS>
