<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="272"/>
        <source>About Tractor Desktop</source>
        <translation>Over Tractor Desktop</translation>
    </message>
</context>
<context>
    <name>CardMemoryDock</name>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="64"/>
        <source>Card memory</source>
        <translation>Kaartgeheugen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="80"/>
        <source>Nothing to remember until the trump is known.</source>
        <translation>Nog niets te onthouden tot de troef bekend is.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="83"/>
        <source>Played so far</source>
        <translation>Tot nu toe gespeeld</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="109"/>
        <source>What the others have shown</source>
        <translation>Wat de anderen hebben laten zien</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="187"/>
        <source>Point cards still out: %1 points</source>
        <translation>Puntkaarten nog in het spel: %1 punten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="200"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="214"/>
        <source>%1 of the %2 cards of this suit have been played</source>
        <translation>%1 van de %2 kaarten van deze kleur zijn gespeeld</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="224"/>
        <source>Trumps</source>
        <translation>Troeven</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="251"/>
        <source>void in %1</source>
        <translation>geen %1 meer</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="255"/>
        <source>out of pairs in %1</source>
        <translation>geen paren meer in %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="261"/>
        <source>still holds %1</source>
        <translation>heeft nog %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="266"/>
        <source>nothing shown yet</source>
        <translation>nog niets bekend</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="163"/>
        <source>Game over</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="156"/>
        <source>You and your partner win the game!</source>
        <translation>Jij en je partner winnen het spel!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="157"/>
        <source>East and West win the game.</source>
        <translation>Oost en West winnen het spel.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="174"/>
        <source>Final levels: Us %1, Them %2</source>
        <translation>Eindniveaus: Wij %1, Zij %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="181"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="184"/>
        <source>Review this game</source>
        <translation>Dit spel terugkijken</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/hand_model.py" line="260"/>
        <source>trump</source>
        <translation>troef</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/hand_model.py" line="262"/>
        <source>selected</source>
        <translation>geselecteerd</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="70"/>
        <source>Host a table</source>
        <translation>Een tafel openen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="74"/>
        <source>Friends on your network join with the table&apos;s code; computer players take the seats nobody takes.</source>
        <translation>Vrienden in je netwerk komen erbij met de code van de tafel; computerspelers nemen de plaatsen in die niemand inneemt.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="82"/>
        <source>Your &amp;name:</source>
        <translation>Je &amp;naam:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="87"/>
        <source>&amp;Computer players:</source>
        <translation>&amp;Computerspelers:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="90"/>
        <source>No timer</source>
        <translation>Geen tijdslimiet</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="90"/>
        <source>%1 s a move</source>
        <translation>%1 s per zet</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="92"/>
        <source>A move not made in time is made by a computer player.</source>
        <translation>Een zet die niet op tijd gedaan wordt, doet een computerspeler.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="93"/>
        <source>&amp;Turn timer:</source>
        <translation>&amp;Bedenktijd:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="97"/>
        <source>Another free port is used if this one is taken.</source>
        <translation>Is deze poort bezet, dan wordt een andere vrije poort gebruikt.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="98"/>
        <source>&amp;Port:</source>
        <translation>&amp;Poort:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="99"/>
        <source>&amp;Show the table to the local network</source>
        <translation>De tafel &amp;tonen in het lokale netwerk</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="103"/>
        <source>Shown, the table can be reached from the network and is listed in Join. Not shown, only this computer can reach it.</source>
        <translation>Als de tafel getoond wordt, is ze vanuit het netwerk bereikbaar en staat ze in de lijst bij “Aan een tafel meedoen”. Anders kan alleen deze computer erbij.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="114"/>
        <source>Your system may ask whether to let this game accept connections from the network: allow it on private networks, so that friends on your network can join. Players on the internet also need the port above opened on your router.</source>
        <translation>Je systeem kan vragen of dit spel verbindingen vanuit het netwerk mag aannemen: sta het toe op privénetwerken, zodat vrienden in je netwerk erbij kunnen komen. Voor spelers op internet moet ook de poort hierboven op je router openstaan.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="126"/>
        <source>&amp;Open the table</source>
        <translation>Tafel &amp;openen</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="104"/>
        <source>Trump</source>
        <translation>Troef</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="218"/>
        <source>Trump: ? %1</source>
        <translation>Troef: %1, kleur nog onbekend</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="160"/>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="220"/>
        <source>Trump: %1</source>
        <translation>Troef: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="222"/>
        <source>(so far)</source>
        <translation>(voorlopig)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="228"/>
        <location filename="../../tractor_desktop/ui/watching.py" line="38"/>
        <source>declarers</source>
        <translation>spelende partij</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="230"/>
        <source>Us (N–S): level %1</source>
        <translation>Wij (N–Z): niveau %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="234"/>
        <source>Them (E–W): level %1</source>
        <translation>Zij (O–W): niveau %1</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="157"/>
        <source>Join a table</source>
        <translation>Aan een tafel meedoen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="160"/>
        <source>Tables on your network:</source>
        <translation>Tafels in je netwerk:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="173"/>
        <source>host or host:port</source>
        <translation>host of host:poort</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="174"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adres:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="178"/>
        <source>Table &amp;code:</source>
        <translation>Tafel&amp;code:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="180"/>
        <source>Your &amp;name:</source>
        <translation>Je &amp;naam:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="188"/>
        <source>&amp;Join</source>
        <translation>&amp;Meedoen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="190"/>
        <source>&amp;Watch</source>
        <translation>&amp;Kijken</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="191"/>
        <source>See the table&apos;s game without a seat: no hand</source>
        <translation>Het spel aan de tafel volgen zonder plaats: geen eigen hand</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="212"/>
        <source>%1 — hosted by %2, %3 free — %4</source>
        <translation>%1 — geopend door %2, %3 vrij — %4</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="226"/>
        <source>This computer cannot look for tables on the network: type an address.</source>
        <translation>Deze computer kan niet naar tafels in het netwerk zoeken: typ een adres.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="230"/>
        <source>No table found yet. A table elsewhere is joined by its address.</source>
        <translation>Nog geen tafel gevonden. Aan een tafel elders doe je mee via het adres.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="251"/>
        <source>Type the table&apos;s address: a host name or address, and a port after :</source>
        <translation>Typ het adres van de tafel: een hostnaam of adres, en na : een poort</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="255"/>
        <source>A table code is 6 letters and digits, such as K7M2QX.</source>
        <translation>Een tafelcode bestaat uit 6 letters en cijfers, zoals K7M2QX.</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="288"/>
        <source>Keyboard</source>
        <translation>Toetsenbord</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="290"/>
        <source>Move along your hand</source>
        <translation>Door je hand bewegen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="291"/>
        <source>Space</source>
        <translation>Spatiebalk</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="291"/>
        <source>Select or deselect the card</source>
        <translation>De kaart selecteren of deselecteren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="292"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="292"/>
        <source>Play (or bury) the selected cards</source>
        <translation>De geselecteerde kaarten spelen (of wegleggen)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="293"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="293"/>
        <source>Clear the selection</source>
        <translation>De selectie wissen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="294"/>
        <source>Declare with the strongest cards you may show</source>
        <translation>Melden met de sterkste kaarten die je mag laten zien</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="295"/>
        <source>No declaration (at your last chance)</source>
        <translation>Passen (bij je laatste kans)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="296"/>
        <source>Hint: select what a good player would play</source>
        <translation>Tip: selecteren wat een goede speler zou spelen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="297"/>
        <source>Show the last trick</source>
        <translation>De laatste slag tonen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="298"/>
        <source>Show or hide the history (tricks and score sheet)</source>
        <translation>De geschiedenis tonen of verbergen (slagen en scoreblad)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="299"/>
        <source>Show or hide the card memory</source>
        <translation>Het kaartgeheugen tonen of verbergen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="300"/>
        <source>Sound on or off</source>
        <translation>Geluid aan of uit</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="301"/>
        <source>New game / Open / Save</source>
        <translation>Nieuw spel / Openen / Opslaan</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="302"/>
        <source>Rules summary</source>
        <translation>Regeloverzicht</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="303"/>
        <source>Menus</source>
        <translation>Menu&apos;s</translation>
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
        <translation>%1 verbergen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="146"/>
        <source>Hide Others</source>
        <translation>Anderen verbergen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="147"/>
        <source>Show All</source>
        <translation>Alles tonen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="148"/>
        <source>Preferences...</source>
        <translation>Voorkeuren...</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="149"/>
        <source>Quit %1</source>
        <translation>%1 afsluiten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="150"/>
        <source>About %1</source>
        <translation>Over %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="64"/>
        <source>No declaration</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="60"/>
        <source>Messages</source>
        <translation>Berichten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="67"/>
        <source>Not saved</source>
        <translation>Niet opgeslagen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="72"/>
        <source>H&amp;int</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="74"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Laatste slag</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="77"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="89"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="190"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="206"/>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="264"/>
        <source>The draw waits a moment for you.</source>
        <translation>Het trekken wacht even op je.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="136"/>
        <source>Trump, levels and points</source>
        <translation>Troef, niveaus en punten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="173"/>
        <source>Tricks</source>
        <translation>Slagen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="174"/>
        <source>Score sheet</source>
        <translation>Scoreblad</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="177"/>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="241"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="242"/>
        <source>&amp;New game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="260"/>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="263"/>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="266"/>
        <source>Save &amp;as…</source>
        <translation>Opslaan a&amp;ls…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="133"/>
        <source>&amp;Recent games</source>
        <translation>&amp;Recente spellen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="184"/>
        <source>Card &amp;memory</source>
        <translation>&amp;Kaartgeheugen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="171"/>
        <source>&amp;History</source>
        <translation>Gesc&amp;hiedenis</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="175"/>
        <source>The round&apos;s tricks and the score sheet (F7)</source>
        <translation>De slagen van deze ronde en het scoreblad (F7)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="189"/>
        <source>What has been played, the points still out, and who has shown a void (F8)</source>
        <translation>Wat er gespeeld is, welke punten nog in het spel zijn en wie een kleur niet meer heeft (F8)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="210"/>
        <source>Sound on</source>
        <translation>Geluid aan</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="210"/>
        <source>Sound off</source>
        <translation>Geluid uit</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="244"/>
        <source>New &amp;deal with number…</source>
        <translation>Nieuwe &amp;verdeling met nummer…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="247"/>
        <source>Re&amp;play this deal</source>
        <translation>&amp;Deze verdeling opnieuw spelen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="250"/>
        <source>Deal the same cards again from the start of this round</source>
        <translation>Dezelfde kaarten opnieuw delen vanaf het begin van deze ronde</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="253"/>
        <source>Take &amp;back</source>
        <translation>&amp;Zet terugnemen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="257"/>
        <source>Undo your last move and the computer players&apos; moves after it</source>
        <translation>Je laatste zet ongedaan maken, en de zetten van de computerspelers daarna</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="269"/>
        <source>Res&amp;ume last game</source>
        <translation>Laatste spel &amp;hervatten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="271"/>
        <source>Re&amp;view a saved game…</source>
        <translation>Opgeslagen spel &amp;bekijken…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="273"/>
        <source>Stat&amp;istics</source>
        <translation>S&amp;tatistieken</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="275"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="278"/>
        <source>&amp;Host a table…</source>
        <translation>Een tafel o&amp;penen…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="281"/>
        <source>Play with friends on your network; computer players fill the empty seats</source>
        <translation>Speel met vrienden in je netwerk; computerspelers vullen de lege plaatsen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="284"/>
        <source>&amp;Join a table…</source>
        <translation>Aan een tafel &amp;meedoen…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="287"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="308"/>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="311"/>
        <source>S&amp;ound</source>
        <translation>&amp;Geluid</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="439"/>
        <source>Game → New game (Ctrl+N) starts a game against the computer players.</source>
        <translation>Spel → Nieuw spel (Ctrl+N) start een spel tegen de computerspelers.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="86"/>
        <source>Animation &amp;speed</source>
        <translation>Animatie&amp;snelheid</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="71"/>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="72"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="73"/>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="74"/>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="318"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="319"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Leren spelen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="321"/>
        <source>A guided first round: the game shows you how</source>
        <translation>Een begeleide eerste ronde: het spel laat je zien hoe het gaat</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="325"/>
        <source>&amp;Rules summary</source>
        <translation>&amp;Regeloverzicht</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="328"/>
        <source>&amp;About Tractor Desktop</source>
        <translation>&amp;Over Tractor Desktop</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="330"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Toetsenbord</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="155"/>
        <source>Your last chance to declare.</source>
        <translation>Je laatste kans om te melden.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="158"/>
        <source>Your lead.</source>
        <translation>Jij komt uit.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="161"/>
        <source>Your turn: follow %1&apos;s lead.</source>
        <translation>Jij bent aan de beurt: volg de uitkomst van %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="193"/>
        <source>Wait for your turn.</source>
        <translation>Wacht op je beurt.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="90"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="209"/>
        <source>Play %1</source>
        <translation>%1 spelen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="91"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="213"/>
        <source>Play pair</source>
        <translation>Paar spelen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="92"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="215"/>
        <source>Play tractor</source>
        <translation>Tractor spelen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="253"/>
        <source>You can override %1&apos;s declaration with %2 (press D).</source>
        <translation>Je kunt de melding van %1 overbieden met %2 (druk op D).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="260"/>
        <source>You can declare with %1 now (press D, or wait for a better hand).</source>
        <translation>Je kunt nu melden met %1 (druk op D, of wacht op een betere hand).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="83"/>
        <source>Declare %1</source>
        <translation>%1 melden</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="333"/>
        <source>Press Play (or Enter) to play the selected cards.</source>
        <translation>Druk op Spelen (of Enter) om de geselecteerde kaarten te spelen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="357"/>
        <source>Hint: %1</source>
        <translation>Tip: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="369"/>
        <source>No trick has been played yet in this round.</source>
        <translation>Er is deze ronde nog geen slag gespeeld.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="384"/>
        <source>The computer player of %1 did not answer, so a legal move was made for it. It is restarted and thinks again from its next turn.</source>
        <translation>De computerspeler (%1) reageerde niet, dus is er een geldige zet voor hem gedaan. Hij wordt opnieuw gestart en denkt vanaf zijn volgende beurt weer zelf na.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="393"/>
        <source>The game could not be autosaved: %1. Your earlier saves are untouched; the game goes on, and is saved again as soon as the disk allows.</source>
        <translation>Het spel kon niet automatisch worden opgeslagen: %1. Je eerder opgeslagen spellen blijven onaangeroerd; het spel gaat door en wordt opnieuw opgeslagen zodra de schijf het toelaat.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="185"/>
        <source>Resume?</source>
        <translation>Hervatten?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="186"/>
        <source>An unfinished game was saved when you last played. Resume it?</source>
        <translation>De vorige keer is een onafgemaakt spel bewaard. Wil je het hervatten?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="230"/>
        <source>The last autosaved game could not be read by this version; it was kept as %1.</source>
        <translation>Het laatste automatisch opgeslagen spel kan door deze versie niet worden gelezen; het is bewaard als %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="462"/>
        <source>Cannot open %1: %2</source>
        <translation>Kan %1 niet openen: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="297"/>
        <source>Opened %1.</source>
        <translation>%1 geopend.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="75"/>
        <source>Opening %1…</source>
        <translation>%1 wordt geopend…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="80"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="82"/>
        <source>Opening a game</source>
        <translation>Spel wordt geopend</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="246"/>
        <source>Give up this game?</source>
        <translation>Dit spel opgeven?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="247"/>
        <source>The game in progress will be lost (save it first to keep it). Go on?</source>
        <translation>Het lopende spel gaat verloren (sla het eerst op om het te bewaren). Doorgaan?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="305"/>
        <source>Open a game</source>
        <translation>Een spel openen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="321"/>
        <source>game</source>
        <translation>spel</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="325"/>
        <source>Save the game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="337"/>
        <source>The game was not saved: %1</source>
        <translation>Het spel is niet opgeslagen: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="344"/>
        <source>Saved to %1.</source>
        <translation>Opgeslagen in %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="355"/>
        <source>This is your last game: it goes on from where it stands.</source>
        <translation>Dit is je laatste spel al: het gaat gewoon verder waar het gebleven is.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="364"/>
        <source>No game to resume: %1</source>
        <translation>Geen spel om te hervatten: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="372"/>
        <source>Review a game</source>
        <translation>Een spel terugkijken</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="404"/>
        <source>The game goes on from the step you chose in the review.</source>
        <translation>Het spel gaat verder vanaf de stap die je bij het terugkijken koos.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="415"/>
        <source>New deal with number</source>
        <translation>Nieuwe verdeling met nummer</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="416"/>
        <source>Deal number (1 to %1):</source>
        <translation>Nummer van de verdeling (1 t/m %1):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="432"/>
        <source>Your last move is taken back; this game is counted separately in the statistics.</source>
        <translation>Je laatste zet is teruggenomen; dit spel wordt apart geteld.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="444"/>
        <source>Replay this deal?</source>
        <translation>Deze verdeling opnieuw spelen?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="445"/>
        <source>The round in progress will be lost (save the game first to keep it). Go on?</source>
        <translation>De lopende ronde gaat verloren (sla het spel eerst op om het te bewaren). Doorgaan?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="453"/>
        <source>The same cards are dealt again from the start of this round.</source>
        <translation>Dezelfde kaarten worden opnieuw gedeeld vanaf het begin van deze ronde.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="468"/>
        <source>Tractor games (*%1)</source>
        <translation>Tractor-spellen (*%1)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="484"/>
        <source>(none yet)</source>
        <translation>(nog geen)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="498"/>
        <source>Deal %1</source>
        <translation>Verdeling %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="120"/>
        <source>Settings saved. New rules and players apply to the next game.</source>
        <translation>Instellingen opgeslagen. Nieuwe regels en spelers gelden vanaf het volgende spel.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/__main__.py" line="145"/>
        <source>Something went wrong (%1); details are in %2.</source>
        <translation>Er ging iets mis (%1); details staan in %2.</translation>
    </message>
</context>
<context>
    <name>NetworkWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/network_tables.py" line="48"/>
        <source>Opening your table…</source>
        <translation>Je tafel wordt geopend…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="37"/>
        <source>Hello!</source>
        <translation>Hallo!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="38"/>
        <source>Good luck!</source>
        <translation>Veel succes!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="39"/>
        <source>Well played!</source>
        <translation>Goed gespeeld!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="40"/>
        <source>Thanks!</source>
        <translation>Bedankt!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="41"/>
        <source>Sorry!</source>
        <translation>Sorry!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="42"/>
        <source>Oops!</source>
        <translation>Oeps!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="43"/>
        <source>Your turn, please.</source>
        <translation>Jouw beurt, alsjeblieft.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="44"/>
        <source>Good game!</source>
        <translation>Mooi spel!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="20"/>
        <source>The server could not read what this window sent; nothing changed.</source>
        <translation>De server kon niet lezen wat dit venster stuurde; er is niets veranderd.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="24"/>
        <source>There is no table with that code on this server.</source>
        <translation>Er is geen tafel met die code op deze server.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="27"/>
        <source>That table is full.</source>
        <translation>Die tafel is vol.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="28"/>
        <source>That table&apos;s game has started: you can watch it instead.</source>
        <translation>Het spel aan die tafel is al begonnen: je kunt wel meekijken.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="31"/>
        <source>That seat is taken: choose another one.</source>
        <translation>Die plaats is bezet: kies een andere.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="34"/>
        <source>This seat was taken back on another connection.</source>
        <translation>Deze plaats is via een andere verbinding weer ingenomen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="37"/>
        <source>Only the host can start.</source>
        <translation>Alleen de host kan het spel starten.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="38"/>
        <source>This window has no seat at the table.</source>
        <translation>Dit venster heeft geen plaats aan de tafel.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="41"/>
        <source>This window already has a seat at the table.</source>
        <translation>Dit venster heeft al een plaats aan de tafel.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="44"/>
        <source>The game has not started yet.</source>
        <translation>Het spel is nog niet begonnen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="45"/>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="47"/>
        <source>That message was too long for the server; nothing changed.</source>
        <translation>Dat bericht was te lang voor de server; er is niets veranderd.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="52"/>
        <source>Too many messages at once: the server let that one go.</source>
        <translation>Te veel berichten tegelijk: de server heeft dat bericht laten vallen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="55"/>
        <source>The table had already moved on: that move was not taken.</source>
        <translation>Het spel aan tafel was al verder: die zet is niet meegenomen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="63"/>
        <source>You have opened as many tables as this server allows for now: try again in a few minutes.</source>
        <translation>Je hebt zoveel tafels geopend als deze server voorlopig toestaat: probeer het over een paar minuten opnieuw.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="68"/>
        <source>Too many tries to join or watch a table, or too many wrong codes: wait a few minutes, then try again.</source>
        <translation>Te vaak geprobeerd aan een tafel mee te doen of mee te kijken, of te veel verkeerde codes: wacht een paar minuten en probeer het dan opnieuw.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="73"/>
        <source>Too many connections to this server come from your network: try again later.</source>
        <translation>Er komen te veel verbindingen met deze server uit je netwerk: probeer het later opnieuw.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="77"/>
        <source>This server is full right now: try again in a few minutes.</source>
        <translation>Deze server is op dit moment vol: probeer het over een paar minuten opnieuw.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="80"/>
        <source>The server runs another version of the game; play may fail.</source>
        <translation>De server draait een andere versie van het spel; spelen kan mislukken.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="83"/>
        <source>The server sent something this version cannot read.</source>
        <translation>De server stuurde iets wat deze versie niet kan lezen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="91"/>
        <source>The server refused that.</source>
        <translation>De server heeft dat geweigerd.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="99"/>
        <source>This table is not being saved on its server: the game goes on, but it would be lost if the server stopped now. The server keeps trying.</source>
        <translation>Deze tafel wordt niet opgeslagen op de server: het spel gaat door, maar zou verloren gaan als de server nu stopte. De server blijft het proberen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="104"/>
        <source>This table is being saved again.</source>
        <translation>Deze tafel wordt weer opgeslagen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="116"/>
        <source>Your table could not be opened: its server stopped. It said: %1</source>
        <translation>Je tafel kon niet worden geopend: de server ervan is gestopt. Die meldde: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="120"/>
        <source>Your table could not be opened: its server did not start in time.</source>
        <translation>Je tafel kon niet worden geopend: de server ervan startte niet op tijd.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="123"/>
        <source>Your table could not be opened: its server could not be started.</source>
        <translation>Je tafel kon niet worden geopend: de server ervan kon niet worden gestart.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="126"/>
        <source>Your table could not be opened: its server stopped.</source>
        <translation>Je tafel kon niet worden geopend: de server ervan is gestopt.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="135"/>
        <source>Your table could not be opened.</source>
        <translation>Je tafel kon niet worden geopend.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="134"/>
        <source>&amp;Table</source>
        <translation>T&amp;afel</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="135"/>
        <source>&amp;Save the finished game…</source>
        <translation>Afgelopen spel op&amp;slaan…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="142"/>
        <source>&amp;Leave the table</source>
        <translation>Tafel &amp;verlaten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="165"/>
        <source>Tractor: table %1</source>
        <translation>Tractor: tafel %1</translation>
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
        <translation>%1 (weg)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="186"/>
        <source>Could not reach the table: %1</source>
        <translation>De tafel is niet bereikbaar: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="188"/>
        <source>Could not reach the table.</source>
        <translation>De tafel is niet bereikbaar.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="193"/>
        <source>The connection is lost: connecting again… (a computer player keeps your seat)</source>
        <translation>De verbinding is verbroken: opnieuw verbinden… (een computerspeler houdt je plaats bezet)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="198"/>
        <source>Connected again.</source>
        <translation>Weer verbonden.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="208"/>
        <source>%1 reminds you that the table waits for you.</source>
        <translation>%1 herinnert je eraan dat de tafel op je wacht.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="224"/>
        <source>Round over: the opponents took %1 points. The next round is dealt.</source>
        <translation>Ronde voorbij: de tegenpartij haalde %1 punten. De volgende ronde wordt gedeeld.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="246"/>
        <source>The server&apos;s record of the game cannot be read: %1</source>
        <translation>Het verslag van het spel op de server kan niet worden gelezen: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="253"/>
        <source>Save the finished game</source>
        <translation>Afgelopen spel opslaan</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="255"/>
        <source>Tractor games (*.tractor)</source>
        <translation>Tractor-spellen (*.tractor)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="265"/>
        <source>The game could not be saved: %1</source>
        <translation>Het spel kon niet worden opgeslagen: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="268"/>
        <source>Saved: %1</source>
        <translation>Opgeslagen: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="286"/>
        <source>Leave the table</source>
        <translation>Tafel verlaten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="294"/>
        <source>Close your table? The game ends for everyone at it.</source>
        <translation>Je tafel sluiten? Het spel eindigt dan voor iedereen aan tafel.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="296"/>
        <source>Leave the table? A computer player takes your seat.</source>
        <translation>De tafel verlaten? Een computerspeler neemt je plaats in.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="20"/>
        <source>North–South&apos;s points</source>
        <translation>Punten van Noord–Zuid</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="21"/>
        <source>East–West&apos;s points</source>
        <translation>Punten van Oost–West</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="28"/>
        <source>%1 wins the trick: +%2 for North–South.</source>
        <translation>%1 wint de slag: +%2 voor Noord–Zuid.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="31"/>
        <source>%1 wins the trick: +%2 for East–West.</source>
        <translation>%1 wint de slag: +%2 voor Oost–West.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="40"/>
        <source>North–South: level %1</source>
        <translation>Noord–Zuid: niveau %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="46"/>
        <source>East–West: level %1</source>
        <translation>Oost–West: niveau %1</translation>
    </message>
</context>
<context>
    <name>NoticeBoard</name>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/notices.py" line="121"/>
        <source>%n more notice(s) waiting</source>
        <translation>
            <numerusform>Nog %n mededeling wacht</numerusform>
            <numerusform>Nog %n mededelingen wachten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoticeRow</name>
    <message>
        <location filename="../../tractor_desktop/ui/notices.py" line="51"/>
        <location filename="../../tractor_desktop/ui/notices.py" line="52"/>
        <source>Dismiss</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>PeopleDock</name>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="53"/>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="69"/>
        <source>Sit &amp;here</source>
        <translation>&amp;Hier gaan zitten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="70"/>
        <source>Move to the empty seat chosen above.</source>
        <translation>Naar de lege plaats gaan die hierboven gekozen is.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="73"/>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="135"/>
        <source>&amp;Start the game</source>
        <translation>Spel &amp;starten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="74"/>
        <source>Computer players take the empty seats.</source>
        <translation>Computerspelers nemen de lege plaatsen in.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="88"/>
        <source>Say something</source>
        <translation>Zeg iets</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="91"/>
        <source>Se&amp;nd</source>
        <translation>&amp;Verzenden</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="98"/>
        <source>Quick message…</source>
        <translation>Snel bericht…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="103"/>
        <source>N&amp;udge</source>
        <translation>Aan&amp;porren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="104"/>
        <source>Remind the player the table waits for.</source>
        <translation>De speler op wie de tafel wacht eraan herinneren.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="146"/>
        <source>Room code: %1</source>
        <translation>Tafelcode: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="150"/>
        <source>You are not at the table: %1</source>
        <translation>Je zit niet aan de tafel: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="154"/>
        <source>The connection is lost: connecting again…</source>
        <translation>De verbinding is verbroken: opnieuw verbinden…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="156"/>
        <source>Not connected to the table.</source>
        <translation>Niet verbonden met de tafel.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="158"/>
        <source>You are watching: you see only the cards on the table.</source>
        <translation>Je kijkt mee: je ziet alleen de kaarten op tafel.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="148"/>
        <source>Connecting to the table…</source>
        <translation>Verbinden met de tafel…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="135"/>
        <source>&amp;Start with computer players</source>
        <translation>&amp;Starten met computerspelers</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="160"/>
        <source>Before the start you may move to an empty seat.</source>
        <translation>Voor het begin mag je naar een lege plaats gaan.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="190"/>
        <source>%1: empty</source>
        <translation>%1: leeg</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="192"/>
        <source>computer player (%1)</source>
        <translation>computerspeler (%1)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="194"/>
        <source>left by a person: the next one who joins sits here</source>
        <translation>verlaten door een speler: wie nu meedoet, komt hier te zitten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="198"/>
        <source>away: a computer player plays for now</source>
        <translation>weg: een computerspeler speelt voorlopig</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="200"/>
        <source>connection lost: waiting</source>
        <translation>verbinding verbroken: wachten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="202"/>
        <source>connected</source>
        <translation>verbonden</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="244"/>
        <source>%1: %2 s left for this move</source>
        <translation>%1: nog %2 s voor deze zet</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="17"/>
        <source>Bury %n card(s)</source>
        <translation>
            <numerusform>%n kaart wegleggen</numerusform>
            <numerusform>%n kaarten wegleggen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="20"/>
        <source>Play %n card(s)</source>
        <translation>
            <numerusform>%n kaart spelen</numerusform>
            <numerusform>%n kaarten spelen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="23"/>
        <source>Play %n card(s), as many as the leader.</source>
        <translation>
            <numerusform>Speel %n kaart, evenveel als de uitkomer.</numerusform>
            <numerusform>Speel %n kaarten, evenveel als de uitkomer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PointsMeter</name>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="38"/>
        <source>Points: %1 (the side that collects them takes over at 80)</source>
        <translation>Punten: %1 (wie ze verzamelt, wordt bij 80 de spelende partij)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="40"/>
        <source>Our points: %1 (we take over at 80)</source>
        <translation>Onze punten: %1 (bij 80 worden wij de spelende partij)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="42"/>
        <source>Their points: %1 (they take over at 80)</source>
        <translation>Hun punten: %1 (bij 80 worden zij de spelende partij)</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="172"/>
        <source>level %1</source>
        <translation>niveau %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="178"/>
        <source>★ declarers: this side&apos;s level is played and moves</source>
        <translation>★ spelende partij: er wordt op het niveau van deze partij gespeeld, en dat niveau schuift op</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="180"/>
        <source>▶ starter: picks up the talon and leads the first trick</source>
        <translation>▶ voorhand: pakt de talon op en komt uit in de eerste slag</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="209"/>
        <source>A new game: trumps are %1s. Declare while the cards are drawn.</source>
        <translation>Nieuw spel: de %1-en zijn troef. Meld een troefkleur terwijl de kaarten getrokken worden.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="215"/>
        <source>Round %1: the trump rank is %2; %3 starts.</source>
        <translation>Ronde %1: de troefrang is %2; %3 begint.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="236"/>
        <source>no trump (a pair of jokers)</source>
        <translation>zonder troef (een paar jokers)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="238"/>
        <source>%1 declares %2 with %3.</source>
        <translation>%1 meldt %2 met %3.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="247"/>
        <source>All cards are drawn: a last chance to declare, in turn.</source>
        <translation>Alle kaarten zijn getrokken: om de beurt nog een laatste kans om te melden.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="250"/>
        <source>Nobody declared: the cards are shuffled and drawn again.</source>
        <translation>Niemand heeft gemeld: de kaarten worden opnieuw geschud en getrokken.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="251"/>
        <source>Redeal</source>
        <translation>Opnieuw delen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="257"/>
        <source>Nobody declared: the talon is turned up until it names the trump suit.</source>
        <translation>Niemand heeft gemeld: de talon wordt kaart voor kaart omgedraaid tot de troefkleur bekend is.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="267"/>
        <source>Trump: %1. %2 starts.</source>
        <translation>Troef: %1. %2 begint.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="279"/>
        <source>You pick up the talon: choose 8 cards to bury.</source>
        <translation>Je pakt de talon op: kies 8 kaarten om weg te leggen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="284"/>
        <source>%1 picks up the talon and buries 8 cards.</source>
        <translation>%1 pakt de talon op en legt 8 kaarten weg.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="306"/>
        <source>%1 tried %2, but %3 can beat %4 with %5: only %6 is led. Penalty: %7 points.</source>
        <translation>%1 probeerde %2, maar %3 kan %4 slaan met %5: alleen %6 wordt uitgespeeld. Straf: %7 punten.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="317"/>
        <source>Top cards beaten!</source>
        <translation>Topkaarten geslagen!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="348"/>
        <source>You lead %1.</source>
        <translation>Jij komt uit met %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="348"/>
        <source>You play %1.</source>
        <translation>Jij speelt %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="351"/>
        <source>%1 leads %2.</source>
        <translation>%1 komt uit met %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="351"/>
        <source>%1 plays %2.</source>
        <translation>%1 speelt %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="362"/>
        <source>%1 wins the trick: +%2 for us.</source>
        <translation>%1 wint de slag: +%2 voor ons.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="364"/>
        <source>%1 wins the trick: +%2 for them.</source>
        <translation>%1 wint de slag: +%2 voor hen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="369"/>
        <source>%1 wins the trick.</source>
        <translation>%1 wint de slag.</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="126"/>
        <source>&amp;Select All</source>
        <translation>Alles &amp;selecteren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="127"/>
        <source>&amp;Step up</source>
        <translation>&amp;Stap omhoog</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="128"/>
        <source>Step &amp;down</source>
        <translation>Stap o&amp;mlaag</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="48"/>
        <source>Select Color</source>
        <translation>Kleur selecteren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="49"/>
        <source>&amp;Basic colors</source>
        <translation>&amp;Basiskleuren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="50"/>
        <source>&amp;Custom colors</source>
        <translation>Aange&amp;paste kleuren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="51"/>
        <source>&amp;Add to Custom Colors</source>
        <translation>Aan &amp;eigen kleuren toevoegen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="52"/>
        <source>&amp;Pick Screen Color</source>
        <translation>Schermkleur o&amp;ppakken</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="53"/>
        <source>Hu&amp;e:</source>
        <translation>Ti&amp;nt:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="54"/>
        <source>&amp;Sat:</source>
        <translation>&amp;Verz:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="55"/>
        <source>&amp;Val:</source>
        <translation>&amp;Waarde:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="56"/>
        <source>&amp;Red:</source>
        <translation>&amp;Rood:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="57"/>
        <source>&amp;Green:</source>
        <translation>&amp;Groen:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="58"/>
        <source>Bl&amp;ue:</source>
        <translation>Bla&amp;uw:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="59"/>
        <source>A&amp;lpha channel:</source>
        <translation>A&amp;lfa-kanaal:</translation>
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
        <translation>Zoeken in:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="62"/>
        <source>Files of type:</source>
        <translation>Bestanden van type:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="63"/>
        <source>File &amp;name:</source>
        <translation>Bestands&amp;naam:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="64"/>
        <source>&amp;Open</source>
        <translation>&amp;Openen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="65"/>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="66"/>
        <source>Save As</source>
        <translation>Opslaan als</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="67"/>
        <source>&amp;Choose</source>
        <translation>&amp;Kiezen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="68"/>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="69"/>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="70"/>
        <source>Forward</source>
        <translation>Verder</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="71"/>
        <source>Parent Directory</source>
        <translation>Hogere map</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="72"/>
        <source>Create New Folder</source>
        <translation>Nieuwe map aanmaken</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="73"/>
        <source>List View</source>
        <translation>Lijstweergave</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="74"/>
        <source>Detail View</source>
        <translation>Detailweergave</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="75"/>
        <source>All Files (*)</source>
        <translation>Alle bestanden (*)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="76"/>
        <source>&amp;Rename</source>
        <translation>He&amp;rnoemen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="77"/>
        <source>&amp;Delete</source>
        <translation>Verwij&amp;deren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="78"/>
        <source>Show &amp;hidden files</source>
        <translation>Ver&amp;borgen bestanden tonen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="79"/>
        <source>&amp;New Folder</source>
        <translation>&amp;Nieuwe map</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="80"/>
        <source>New Folder</source>
        <translation>Nieuwe map</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="81"/>
        <source>Recent Places</source>
        <translation>Recente plaatsen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="82"/>
        <source>Directory:</source>
        <translation>Map:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="83"/>
        <source>File</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="84"/>
        <source>File Folder</source>
        <translation>Bestandsmap</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="85"/>
        <source>Folder</source>
        <translation>Map</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="86"/>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="87"/>
        <source>Shortcut</source>
        <translation>Sneltoets</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="88"/>
        <source>Unknown</source>
        <translation>Onbekend</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="89"/>
        <source>Directories</source>
        <translation>Mappen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="92"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 bestaat al.
Wilt u het vervangen?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="96"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Bestand niet gevonden.
Verifieer op juiste bestandsnaam.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="100"/>
        <source>My Computer</source>
        <translation>Mijn computer</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="101"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Wilt u &apos;%1&apos; verwijderen?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="102"/>
        <source>Find Directory</source>
        <translation>Map zoeken</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="103"/>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="104"/>
        <source>Size</source>
        <translation>Grootte</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="105"/>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="106"/>
        <source>Date Modified</source>
        <translation>Datum gewijzigd</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="107"/>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="108"/>
        <source>My Computer</source>
        <translation>Mijn computer</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="109"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="110"/>
        <source>Invalid filename</source>
        <translation>Ongeldige bestandsnaam</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="47"/>
        <source>Enter a value:</source>
        <translation>Voer een waarde in:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="111"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="112"/>
        <source>&amp;Redo</source>
        <translation>Opnie&amp;uw</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="113"/>
        <source>Cu&amp;t</source>
        <translation>Kni&amp;ppen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="114"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiëren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="115"/>
        <source>&amp;Paste</source>
        <translation>P&amp;lakken</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="116"/>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="117"/>
        <source>Select All</source>
        <translation>Alles selecteren</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="44"/>
        <source>Show Details...</source>
        <translation>Details tonen...</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="45"/>
        <source>Hide Details...</source>
        <translation>Details verbergen...</translation>
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
        <translation>Opslaan</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="28"/>
        <source>Save All</source>
        <translation>Alles opslaan</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="29"/>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="30"/>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="31"/>
        <source>Yes to &amp;All</source>
        <translation>Ja op &amp;alles</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="32"/>
        <source>&amp;No</source>
        <translation>&amp;Nee</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="33"/>
        <source>N&amp;o to All</source>
        <translation>Nee &amp;op alles</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="34"/>
        <source>Abort</source>
        <translation>Afbreken</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="35"/>
        <source>Retry</source>
        <translation>Opnieuw proberen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="36"/>
        <source>Ignore</source>
        <translation>Negeren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="37"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="38"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="39"/>
        <source>Discard</source>
        <translation>Verwerpen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="40"/>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="41"/>
        <source>Apply</source>
        <translation>Toepassen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="42"/>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="43"/>
        <source>Restore Defaults</source>
        <translation>Standaard herstellen</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="130"/>
        <source>Scroll here</source>
        <translation>Hier schuiven</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="131"/>
        <source>Left edge</source>
        <translation>Linker rand</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="132"/>
        <source>Top</source>
        <translation>Bovenaan</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="133"/>
        <source>Right edge</source>
        <translation>Rechter rand</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="134"/>
        <source>Bottom</source>
        <translation>Onderaan</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="135"/>
        <source>Page left</source>
        <translation>Pagina links</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="136"/>
        <source>Page up</source>
        <translation>Pagina omhoog</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="137"/>
        <source>Page right</source>
        <translation>Pagina rechts</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="138"/>
        <source>Page down</source>
        <translation>Pagina omlaag</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="139"/>
        <source>Scroll left</source>
        <translation>Naar links schuiven</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="140"/>
        <source>Scroll up</source>
        <translation>Omhoog schuiven</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="141"/>
        <source>Scroll right</source>
        <translation>Naar rechts schuiven</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="142"/>
        <source>Scroll down</source>
        <translation>Omlaag schuiven</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="118"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="119"/>
        <source>&amp;Redo</source>
        <translation>Opnie&amp;uw</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="120"/>
        <source>Cu&amp;t</source>
        <translation>Kni&amp;ppen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="121"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiëren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="122"/>
        <source>&amp;Paste</source>
        <translation>P&amp;lakken</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="123"/>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="124"/>
        <source>Select All</source>
        <translation>Alles selecteren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="125"/>
        <source>Copy &amp;Link Location</source>
        <translation>Koppe&amp;ling kopiëren</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="65"/>
        <source>Review the game</source>
        <translation>Spel terugkijken</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="79"/>
        <source>What happened</source>
        <translation>Wat er gebeurde</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="82"/>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="87"/>
        <source>⏮ Start</source>
        <translation>⏮ Begin</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="88"/>
        <source>◀ Back</source>
        <translation>◀ Terug</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="89"/>
        <source>Next ▶</source>
        <translation>Volgende ▶</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="90"/>
        <source>End ⏭</source>
        <translation>Einde ⏭</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="97"/>
        <source>Play from here</source>
        <translation>Vanaf hier spelen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="100"/>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="150"/>
        <source>Continue this game from the step shown, in your own seat</source>
        <translation>Dit spel verder spelen vanaf de getoonde stap, op je plaats van toen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="142"/>
        <source>Nothing has been played yet.</source>
        <translation>Er is nog niets gespeeld.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="152"/>
        <source>Nothing is left to play from this step: the game is decided.</source>
        <translation>Vanaf deze stap valt er niets meer te spelen: het spel is beslist.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="237"/>
        <source>Round %1, step %2 of %3</source>
        <translation>Ronde %1, stap %2 van %3</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="241"/>
        <source>trump %1</source>
        <translation>troef %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="243"/>
        <source>levels: us %1, them %2</source>
        <translation>niveaus: wij %1, zij %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="252"/>
        <source>%1 declares with %2.</source>
        <translation>%1 meldt met %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="255"/>
        <source>The trump is settled; %1 starts.</source>
        <translation>De troef staat vast; %1 begint.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="259"/>
        <source>%1 picks up the talon: %2.</source>
        <translation>%1 pakt de talon op: %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="262"/>
        <source>%1 buries %2.</source>
        <translation>%1 legt weg: %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="265"/>
        <source>%1 wins the trick (%2 points).</source>
        <translation>%1 wint de slag (%2 punten).</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="125"/>
        <source>End of the round</source>
        <translation>Einde van de ronde</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="127"/>
        <source>The talon:</source>
        <translation>De talon:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="146"/>
        <source>Continue</source>
        <translation>Verder</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="243"/>
        <source>Rules summary</source>
        <translation>Regeloverzicht</translation>
    </message>
</context>
<context>
    <name>SaveError</name>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="80"/>
        <source>No space left on device</source>
        <translation>er is geen ruimte meer op de schijf</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="82"/>
        <source>Disk quota exceeded</source>
        <translation>je schijfquotum is overschreden</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="84"/>
        <source>Permission denied</source>
        <translation>toegang geweigerd</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="86"/>
        <source>Read-only file system</source>
        <translation>de schijf is alleen-lezen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="88"/>
        <source>No such file or directory</source>
        <translation>dit bestand of deze map bestaat niet</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="96"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kan niet worden geschreven: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="167"/>
        <source>this is not a Tractor Desktop save file</source>
        <translation>dit is geen opgeslagen spel van Tractor Desktop</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="172"/>
        <source>the save file has no valid version number</source>
        <translation>het opgeslagen spel heeft geen geldig versienummer</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="177"/>
        <source>this game was saved by a newer version of Tractor Desktop (format %1); please update the game to open it</source>
        <translation>dit spel is opgeslagen door een nieuwere versie van Tractor Desktop (formaat %1); werk het spel bij om het te openen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="188"/>
        <source>unknown save format version %1</source>
        <translation>onbekende versie %1 van het opslagformaat</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="196"/>
        <source>the save file lacks &apos;%1&apos;</source>
        <translation>in het opgeslagen spel ontbreekt &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="207"/>
        <source>the game in this file cannot be replayed at step %1</source>
        <translation>het spel in dit bestand kan bij stap %1 niet opnieuw worden gespeeld</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="213"/>
        <source>the game in this file cannot be replayed</source>
        <translation>het spel in dit bestand kan niet opnieuw worden gespeeld</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="218"/>
        <source>the save file is nested too deeply</source>
        <translation>het opgeslagen spel is te diep genest</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="228"/>
        <source>&apos;take_backs&apos; must be a whole number from 0 to %1</source>
        <translation>&apos;take_backs&apos; moet een geheel getal van 0 tot %1 zijn</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="255"/>
        <source>&apos;players&apos; must list the four seats</source>
        <translation>&apos;players&apos; moet de vier plaatsen noemen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="261"/>
        <source>each player must have a name and a level</source>
        <translation>elke speler moet een naam en een niveau hebben</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="266"/>
        <source>a player&apos;s name must be text of at most 60 characters</source>
        <translation>de naam van een speler moet tekst van hoogstens 60 tekens zijn</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="273"/>
        <source>unknown player level %1</source>
        <translation>onbekend spelersniveau %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="344"/>
        <source>there is no file %1</source>
        <translation>het bestand %1 bestaat niet</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="348"/>
        <source>%1 is not a file</source>
        <translation>%1 is geen bestand</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="353"/>
        <source>%1 is too large to be a save file (%2 KB)</source>
        <translation>%1 is te groot voor een opgeslagen spel (%2 KB)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="363"/>
        <source>cannot read %1: %2</source>
        <translation>%1 kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="373"/>
        <source>%1 is not a save file (it is not text)</source>
        <translation>%1 is geen opgeslagen spel (het is geen tekst)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="380"/>
        <source>%1 is damaged: it is not valid JSON</source>
        <translation>%1 is beschadigd: het is geen geldige JSON</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="180"/>
        <source>this position cannot be played on</source>
        <translation>vanaf deze stand kan niet verder worden gespeeld</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="280"/>
        <source>the game is not autosaved</source>
        <translation>het spel wordt niet automatisch opgeslagen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="411"/>
        <source>choose a file to save to</source>
        <translation>kies een bestand om in op te slaan</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="66"/>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="67"/>
        <source>Declarers</source>
        <translation>Spelende partij</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="68"/>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="69"/>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="70"/>
        <source>Levels</source>
        <translation>Niveaus</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="142"/>
        <source>Us (N–S)</source>
        <translation>Wij (N–Z)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="142"/>
        <source>Them (E–W)</source>
        <translation>Zij (O–W)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="457"/>
        <source>Your statistics could not be saved: %1</source>
        <translation>Je statistieken konden niet worden opgeslagen: %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="111"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="115"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="116"/>
        <source>&amp;Players</source>
        <translation>&amp;Spelers</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="117"/>
        <source>&amp;Table</source>
        <translation>&amp;Tafel</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="118"/>
        <source>&amp;Language</source>
        <translation>T&amp;aal</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="148"/>
        <source>These rules apply to the next new game.</source>
        <translation>Deze regels gelden vanaf het volgende nieuwe spel.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="154"/>
        <source>Rule preset</source>
        <translation>Regelset</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="158"/>
        <source>&amp;Standard rules</source>
        <translation>Stan&amp;daardregels</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="212"/>
        <source>The game in progress keeps its own rules: %1</source>
        <translation>Het lopende spel houdt zijn eigen regels: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="213"/>
        <source>the standard rules</source>
        <translation>de standaardregels</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="239"/>
        <source>You (South)</source>
        <translation>Jij (Zuid)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="240"/>
        <source>East</source>
        <translation>Oost</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="241"/>
        <source>North (partner)</source>
        <translation>Noord (partner)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="242"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="250"/>
        <source>Name of %1</source>
        <translation>Naam van %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="258"/>
        <source>Level of %1</source>
        <translation>Speelsterkte van %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="271"/>
        <source>Animation speed</source>
        <translation>Animatiesnelheid</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="276"/>
        <source>Card size</source>
        <translation>Kaartgrootte</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="277"/>
        <source>Four-colour suits (♦ blue, ♣ green)</source>
        <translation>Vierkleurige kaarten (♦ blauw, ♣ groen)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="282"/>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="290"/>
        <source>Card back colour</source>
        <translation>Kleur van de kaartrug</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="287"/>
        <source>Other colour…</source>
        <translation>Andere kleur…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="291"/>
        <source>Confirm before playing (drags only select)</source>
        <translation>Bevestigen voor het spelen (slepen selecteert alleen)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="293"/>
        <source>Offer hints</source>
        <translation>Tips aanbieden</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="295"/>
        <source>Play a forced last card by itself</source>
        <translation>Een gedwongen laatste kaart vanzelf spelen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="297"/>
        <source>Pause the draw when I can declare</source>
        <translation>Het trekken pauzeren als ik kan melden</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="299"/>
        <source>A moment to read the declare button and choose, when the chance first comes</source>
        <translation>Even tijd om de meldknop te lezen en te kiezen, zodra de kans zich voor het eerst voordoet</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="302"/>
        <source>Allow taking back moves (Ctrl+Z)</source>
        <translation>Zetten terugnemen toestaan (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="304"/>
        <source>Games with take-backs are counted separately in the statistics</source>
        <translation>Spellen met teruggenomen zetten tellen apart in de statistieken</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="307"/>
        <source>Show the card memory</source>
        <translation>Kaartgeheugen tonen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="318"/>
        <source>Sounds</source>
        <translation>Geluid</translation>
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
        <translation>Systeemstandaard</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="350"/>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="351"/>
        <source>A new language applies after a restart.</source>
        <translation>Een nieuwe taal werkt pas na een herstart.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="379"/>
        <source>Custom</source>
        <translation>Aangepast</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="411"/>
        <source>Custom colour</source>
        <translation>Aangepaste kleur</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="170"/>
        <source>The settings file could not be read; the defaults are used.</source>
        <translation>Het instellingenbestand kon niet worden gelezen; de standaardinstellingen worden gebruikt.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="435"/>
        <source>%1 and %n more</source>
        <translation>%1 en nog %n</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="438"/>
        <source>Some settings could not be read and were reset: %1.</source>
        <translation>Sommige instellingen konden niet worden gelezen en zijn teruggezet: %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="264"/>
        <source>The settings file is not a regular file; the settings were not saved.</source>
        <translation>Het instellingenbestand is geen gewoon bestand; de instellingen zijn niet opgeslagen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="148"/>
        <source>The settings file is not a regular file; the defaults are used.</source>
        <translation>Het instellingenbestand is geen gewoon bestand; de standaardinstellingen worden gebruikt.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="156"/>
        <source>The settings file is too large (%1 KB; the game&apos;s own are at most %2 KB); the defaults are used.</source>
        <translation>Het instellingenbestand is te groot (%1 KB; die van het spel zijn hoogstens %2 KB); de standaardinstellingen worden gebruikt.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="161"/>
        <source>The settings file is too large (%1 KB; the game&apos;s own are at most %2 KB); the defaults are used, and the file was kept as %3.</source>
        <translation>Het instellingenbestand is te groot (%1 KB; die van het spel zijn hoogstens %2 KB); de standaardinstellingen worden gebruikt en het bestand is bewaard als %3.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="270"/>
        <source>The settings file is too large and could not be moved aside; the settings were not saved.</source>
        <translation>Het instellingenbestand is te groot en kon niet opzij worden gezet; de instellingen zijn niet opgeslagen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="281"/>
        <source>The settings could not be saved to %1.</source>
        <translation>De instellingen konden niet worden opgeslagen in %1.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../tractor_desktop/app/statistics.py" line="129"/>
        <source>Your statistics file was damaged and could not be read, so your statistics start afresh. The damaged file was kept as %1.</source>
        <translation>Je statistiekenbestand was beschadigd en kon niet worden gelezen, dus je statistieken beginnen opnieuw. Het beschadigde bestand is bewaard als %1.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="43"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="51"/>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="53"/>
        <source>All games</source>
        <translation>Alle spellen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="54"/>
        <source>Without take-backs</source>
        <translation>Zonder terugnemen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="55"/>
        <source>With take-backs</source>
        <translation>Met terugnemen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="56"/>
        <source>Given up (lost)</source>
        <translation>Opgegeven (verloren)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="59"/>
        <source>A game you give up unfinished counts as lost, unless a save file holds it as it stands. Games and rounds you made no move in are not counted.</source>
        <translation>Een spel dat je onafgemaakt opgeeft, telt als verloren, tenzij een opgeslagen bestand het in die stand bewaart. Spellen en rondes waarin je geen zet hebt gedaan, tellen niet mee.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="64"/>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="66"/>
        <source>All rounds</source>
        <translation>Alle rondes</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="67"/>
        <source>As declarers</source>
        <translation>Als spelende partij</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="68"/>
        <source>As opponents</source>
        <translation>Als tegenpartij</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="69"/>
        <source>After a take-back</source>
        <translation>Na terugnemen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="72"/>
        <source>Rounds played after a take-back count only in their own row and add no levels.</source>
        <translation>Rondes die na terugnemen zijn gespeeld, tellen alleen in hun eigen rij en leveren geen niveaus op.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="76"/>
        <source>Games by the opponents&apos; strength</source>
        <translation>Spellen naar speelsterkte van de tegenstanders</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="79"/>
        <source>A game counts under the stronger of your two opponents. Games with take-backs are not counted here.</source>
        <translation>Een spel telt bij de sterkste van je twee tegenstanders. Spellen met terugnemen tellen hier niet mee.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="84"/>
        <source>Streaks and levels</source>
        <translation>Reeksen en niveaus</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="86"/>
        <source>Current winning streak</source>
        <translation>Huidige winstreeks</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="87"/>
        <source>Longest winning streak</source>
        <translation>Langste winstreeks</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="88"/>
        <source>Levels gained</source>
        <translation>Gestegen niveaus</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="89"/>
        <source>Highest level reached</source>
        <translation>Hoogst bereikte niveau</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="92"/>
        <source>A streak counts the games won in a row without take-backs; a game won with take-backs does not add to it, and any lost game ends it.</source>
        <translation>Een winstreeks telt de spellen die je achter elkaar zonder terugnemen wint; een spel dat je met terugnemen wint, telt niet mee, en elk verloren spel beëindigt de reeks.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="107"/>
        <source>Reset</source>
        <translation>Resetten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="134"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="134"/>
        <source>Played</source>
        <translation>Gespeeld</translation>
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
            <numerusform>%n spel</numerusform>
            <numerusform>%n spellen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="230"/>
        <source>Reset statistics</source>
        <translation>Statistieken resetten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="231"/>
        <source>Clear all your statistics? This cannot be undone.</source>
        <translation>Al je statistieken wissen? Dit kan niet ongedaan worden gemaakt.</translation>
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
        <translation>Speltafel</translation>
    </message>
</context>
<context>
    <name>TrickHistoryModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="158"/>
        <source>Plays, from the leader</source>
        <translation>Gespeelde kaarten, vanaf de uitkomer</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="159"/>
        <source>Won by</source>
        <translation>Gewonnen door</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="160"/>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="103"/>
        <source>The round is over: the opponents have %1 points, fewer than 80, so your side wins it and goes up in level. The summary in front shows the talon, the points and the new levels; press Continue there to end the lesson.</source>
        <translation>De ronde is voorbij: de tegenpartij heeft %1 punten, minder dan 80, dus wint jouw partij de ronde en stijgt ze in niveau. Het overzicht dat nu voor de tafel staat, toont de talon, de punten en de nieuwe niveaus; druk daar op Verder om de les te beëindigen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="109"/>
        <source>The round is over: the opponents have %1 points, 80 or more, so they take over: they are the declarers next round, and from 120 points they go up in level too. The summary in front shows the talon, the points and the levels; press Continue there to end the lesson.</source>
        <translation>De ronde is voorbij: de tegenpartij heeft %1 punten, 80 of meer, dus neemt zij het over: in de volgende ronde is zij de spelende partij, en vanaf 120 punten stijgt ze ook in niveau. Het overzicht dat nu voor de tafel staat, toont de talon, de punten en de niveaus; druk daar op Verder om de les te beëindigen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="125"/>
        <source>Welcome! You are South, at the bottom; North, at the top, is your partner against East and West. You make your own moves in this round, and the others&apos; moves are arranged so that every rule turns up.</source>
        <translation>Welkom! Jij bent Zuid, onderaan; Noord, bovenaan, is je partner tegen Oost en West. In deze ronde doe je zelf je zetten, en de zetten van de anderen zijn zo gekozen dat elke regel aan bod komt.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="135"/>
        <source>First the cards are drawn one at a time, 25 for each player; the last 8 are the talon. The trump rank of the first round is 2: showing a 2 makes its suit trumps. That is declaring.</source>
        <translation>Eerst worden de kaarten één voor één getrokken, 25 per speler; de laatste 8 vormen de talon. De troefrang van de eerste ronde is 2: wie een 2 laat zien, maakt die kleur troef. Dat heet melden.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="164"/>
        <source>All cards are drawn, and each player in turn has a last chance to declare. You have nothing stronger to show: press No declaration.</source>
        <translation>Alle kaarten zijn getrokken en elke speler krijgt om de beurt een laatste kans om te melden. Jij hebt niets sterkers te laten zien: druk op Passen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="183"/>
        <source>As the starter you picked up the talon: its 8 cards are marked in your hand. Bury 8 cards face down in their place: select the highlighted ones, low cards without points, and press Bury.</source>
        <translation>Als voorhand heb je de talon opgepakt: de 8 kaarten ervan zijn in je hand gemarkeerd. Leg er 8 kaarten gedekt voor in de plaats weg: selecteer de aangewezen kaarten, lage kaarten zonder punten, en druk op “8 kaarten wegleggen”.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="193"/>
        <source>You lead the first trick. The simplest lead is a single card: click your %1, then press Play. The others must follow with a heart if they have one.</source>
        <translation>Jij komt uit in de eerste slag. De eenvoudigste uitkomst is één kaart: klik op je %1 en druk dan op Spelen. De anderen moeten een hartenkaart bijspelen als ze er een hebben.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="202"/>
        <source>Everyone followed with a heart and your Ace won; the winner leads the next trick. Now lead a pair, two identical cards: your %1.</source>
        <translation>Iedereen speelde een hartenkaart bij en jouw aas won; wie de slag wint, komt uit in de volgende. Kom nu uit met een paar, twee identieke kaarten: je %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="211"/>
        <source>A pair is followed by a pair of the suit if one is held (North), else by two cards of the suit (East). Now lead a tractor, pairs next to each other in rank: %1.</source>
        <translation>Op een paar speel je een paar van die kleur bij als je er een hebt (Noord), anders twee kaarten van die kleur (Oost). Kom nu uit met een tractor, paren die in rang op elkaar volgen: %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="145"/>
        <source>You have just drawn a 2, the %1. Declare it with its button below the table: diamonds become trumps and, unless someone cancels it, you become the starter.</source>
        <translation>Je hebt net een 2 getrokken, de %1. Meld hem met zijn knop onder de tafel: ruiten wordt troef en, tenzij iemand je melding overbiedt, word jij voorhand.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="154"/>
        <source>You and North are now the declarers. A single 2 can still be cancelled by two identical 2s or two identical jokers, but no one shows them this time: the draw goes on.</source>
        <translation>Jij en Noord zijn nu de spelende partij. Een enkele 2 kan nog overboden worden door twee identieke 2-en of twee identieke jokers, maar deze keer laat niemand die zien: het trekken gaat door.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="173"/>
        <source>The trump is settled: every diamond, every 2 and the jokers are trumps, from high to low: big joker, small joker, 2♦, the other 2s (equal to each other), then A♦ K♦ and so on. Your hand keeps the trumps together at the right.</source>
        <translation>De troef staat vast: alle ruiten, alle 2-en en de jokers zijn troef, van hoog naar laag: grote joker, kleine joker, 2♦, de andere 2-en (onderling gelijk), dan A♦ K♦ enzovoort. Je hand houdt de troeven rechts bij elkaar.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="220"/>
        <source>East had to play its pair of A♣: followers play as many pairs of the suit as they can. Now lead top cards all at once (a throw): %1. Both K♠ are gone and you hold both A♠, so no one can beat either part.</source>
        <translation>Oost moest zijn paar A♣ bijspelen: wie bijspeelt, speelt zoveel mogelijk paren van de kleur. Kom nu uit met meerdere topkaarten tegelijk (een uitkomst met topkaarten): %1. Beide K♠ zijn al gespeeld en jij hebt beide A♠, dus niemand kan een van beide delen slaan.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="230"/>
        <source>The throw won the trick. A throw fails if another player can beat any part of it: see what happens when you lead %1 together.</source>
        <translation>De topkaarten wonnen de slag. Een uitkomst met topkaarten mislukt als een andere speler een deel ervan kan slaan: kijk wat er gebeurt als je %1 samen uitspeelt.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="239"/>
        <source>East can beat your clubs with the K♣, so the throw failed: you take the 10♣ back and only the lower card, the 7♣, is led. The penalty: the opponents gain 10 points for each card taken back.</source>
        <translation>Oost kan je klaveren slaan met de K♣, dus de uitkomst met topkaarten is mislukt: je neemt de 10♣ terug en alleen de lagere kaart, de 7♣, wordt uitgespeeld. De straf: de tegenpartij krijgt 10 punten voor elke teruggenomen kaart.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="249"/>
        <source>East won the trick. Points are the 5s (5 each), the 10s and the Kings (10 each); only the opponents, East and West, collect them in the tricks they win: 10 here, and 10 for the penalty.</source>
        <translation>Oost won de slag. Punten zitten in de 5-en (elk 5), de 10-en en de koningen (elk 10); alleen de tegenpartij, Oost en West, verzamelt ze, in de slagen die zij wint: hier 10, en 10 voor de straf.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="259"/>
        <source>East led the K♥. While you hold cards of the suit led you must play one: play your %1. West&apos;s K♥ equals East&apos;s, and of equal cards the first played wins.</source>
        <translation>Oost kwam uit met de K♥. Zolang je kaarten van de gevraagde kleur hebt, moet je er een van spelen: speel je %1. De K♥ van West is gelijk aan die van Oost, en van gelijke kaarten wint de eerst gespeelde.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="268"/>
        <source>East took 30 points and leads a pair of hearts. Holding a pair of hearts, you must follow with it, not with two different hearts: play your %1.</source>
        <translation>Oost pakte 30 punten en komt uit met een paar harten. Omdat je een paar harten hebt, moet je dat bijspelen, niet twee verschillende hartenkaarten: speel je %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="277"/>
        <source>West had no hearts left, so it could play trumps: its pair of big jokers won. You have seen the main rules of play; play the rest of the round yourself (Hint suggests a move).</source>
        <translation>West had geen harten meer, dus mocht West troef spelen: zijn paar grote jokers won. Je hebt de belangrijkste spelregels gezien; speel de rest van de ronde zelf (Tip stelt een zet voor).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="287"/>
        <source>Play on until every card is played. If the opponents win the last trick, the points buried in the talon count for them too, multiplied by twice the number of cards each player played to that trick.</source>
        <translation>Speel door tot alle kaarten gespeeld zijn. Als de tegenpartij de laatste slag wint, krijgt zij ook de punten die in de talon zijn weggelegd, vermenigvuldigd met twee keer het aantal kaarten dat elke speler in die slag speelde.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="88"/>
        <source>The lesson did not start: your game could not be saved first (%1). It goes on as it was.</source>
        <translation>De les is niet begonnen: je spel kon eerst niet worden opgeslagen (%1). Het gaat verder zoals het was.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="108"/>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="196"/>
        <source>Learn to play</source>
        <translation>Leren spelen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="109"/>
        <source>The lesson takes the table for one round. Your game in progress is saved and comes back when the lesson ends. Start the lesson?</source>
        <translation>De les neemt de tafel een ronde over. Je lopende spel wordt opgeslagen en komt terug als de les afgelopen is. De les beginnen?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="234"/>
        <source>Lesson</source>
        <translation>Les</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="244"/>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="245"/>
        <source>Next</source>
        <translation>Volgende</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="246"/>
        <source>Leave the lesson</source>
        <translation>Les verlaten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="296"/>
        <source>Learn to play: step %1 of %2</source>
        <translation>Leren spelen: stap %1 van %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="351"/>
        <source>Declare the %1 now: press its Declare button.</source>
        <translation>Meld nu de %1: druk op de meldknop ervan.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="355"/>
        <source>Press No declaration: your 2♦ stands.</source>
        <translation>Druk op Passen: je melding met de 2♦ blijft staan.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="357"/>
        <source>Select exactly the highlighted cards, then press Bury.</source>
        <translation>Selecteer precies de aangewezen kaarten en druk dan op “8 kaarten wegleggen”.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="361"/>
        <source>This step asks for %1: select exactly the highlighted cards, then press Play.</source>
        <translation>Deze stap vraagt om %1: selecteer precies de aangewezen kaarten en druk dan op Spelen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="366"/>
        <source>Not now: the lesson tells you when it is your move.</source>
        <translation>Nu niet: de les zegt wanneer jij aan zet bent.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="423"/>
        <source>Your game could not be brought back: %1</source>
        <translation>Je spel kon niet worden teruggehaald: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="431"/>
        <source>Your game is back where you left it.</source>
        <translation>Je spel staat weer waar je het liet.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="29"/>
        <source>Welcome to Tractor Desktop</source>
        <translation>Welkom bij Tractor Desktop</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="34"/>
        <source>Welcome to Tractor</source>
        <translation>Welkom bij Tractor</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="43"/>
        <source>Tractor (升级, &quot;level up&quot;) is a card game for four players in two teams, with two packs. You play with North, opposite you, against East and West: win tricks with points in them, and your side climbs from 2 to Ace.</source>
        <translation>Tractor (升级, “niveau omhoog”) is een kaartspel voor vier spelers in twee teams, met twee kaartspellen. Jij speelt samen met Noord, tegenover je, tegen Oost en West: win slagen waar punten in zitten, en jouw partij klimt van 2 naar aas.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="52"/>
        <source>Learn to play</source>
        <translation>Leren spelen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="53"/>
        <source>A guided first round: the game shows you each step, you play the cards.</source>
        <translation>Een begeleide eerste ronde: het spel laat je elke stap zien, jij speelt de kaarten.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="57"/>
        <source>Play a game</source>
        <translation>Een spel spelen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="58"/>
        <source>Against three computer players, your partner opposite you.</source>
        <translation>Tegen drie computerspelers, met je partner tegenover je.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="64"/>
        <source>Host a table for friends…</source>
        <translation>Een tafel openen voor vrienden…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="65"/>
        <source>Join a friend&apos;s table…</source>
        <translation>Aan de tafel van een vriend meedoen…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="73"/>
        <source>All of these are in the Game and Help menus too; this welcome is shown once.</source>
        <translation>Dit alles staat ook in de menu&apos;s Spel en Help; dit welkomstscherm verschijnt maar één keer.</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="75"/>
        <source>Level table: %1 points</source>
        <translation>Niveautabel: %1 punten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="37"/>
        <source>We won the last trick: talon points %1 × %2 = %3</source>
        <translation>Laatste slag voor ons: punten in de talon %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="41"/>
        <source>They won the last trick: talon points %1 × %2 = %3</source>
        <translation>Laatste slag voor hen: punten in de talon %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="52"/>
        <source>They won the last trick as declarers: the talon&apos;s %1 points do not count.</source>
        <translation>Zij wonnen als spelende partij de laatste slag: de %1 punten in de talon tellen niet.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="57"/>
        <source>We won the last trick as declarers: the talon&apos;s %1 points do not count.</source>
        <translation>Wij wonnen als spelende partij de laatste slag: de %1 punten in de talon tellen niet.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="63"/>
        <source>Our points: %1 in tricks, %2 in all</source>
        <translation>Onze punten: %1 uit slagen, %2 in totaal</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="65"/>
        <source>Their points: %1 in tricks, %2 in all</source>
        <translation>Hun punten: %1 uit slagen, %2 in totaal</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="72"/>
        <source>Level table: no points (0 or less)</source>
        <translation>Niveautabel: geen punten (0 of minder)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="82"/>
        <source>%1 defend: levels +%2</source>
        <translation>%1 blijven de spelende partij: niveau +%2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="88"/>
        <source>%1 take over: levels +%2</source>
        <translation>%1 worden de spelende partij: niveau +%2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="94"/>
        <source>%1 take over (80–115 points: no level gained)</source>
        <translation>%1 worden de spelende partij (80–115 punten: geen niveau erbij)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="100"/>
        <source>Levels now: Us %1, Them %2</source>
        <translation>Niveaus nu: Wij %1, Zij %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="107"/>
        <source>%1 go past Ace and win the game!</source>
        <translation>%1 komen voorbij aas en winnen het spel!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="113"/>
        <source>%1 starts the next round.</source>
        <translation>%1 begint de volgende ronde.</translation>
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
&lt;h2&gt;Tractor in het kort&lt;/h2&gt;
&lt;p&gt;Vier spelers in twee koppels: jij (Zuid) en Noord tegen Oost en West. Twee kaartspellen met
vier jokers, 108 kaarten. Koningen en tienen zijn 10 punten waard, vijven 5: 200 punten in het spel.&lt;/p&gt;
&lt;h3&gt;Niveaus en troef&lt;/h3&gt;
&lt;p&gt;Beide teams beginnen op niveau 2 en klimmen naar aas; het eerste team dat voorbij aas komt, wint. De troefrang
van elke ronde is het niveau van de spelende partij. Terwijl de kaarten getrokken worden, laat je een kaart van
de troefrang zien om die kleur troef te maken; een paar daarvan gaat boven een enkele kaart; een paar identieke jokers
gaat boven alles en betekent dat er geen troefkleur is.&lt;/p&gt;
&lt;p&gt;Troeven, van hoog naar laag: rode joker, zwarte joker, de kaart van de troefrang in de troefkleur, de andere
kaarten van de troefrang (gelijkwaardig), daarna de troefkleur van aas omlaag. Alle troeven tellen als één kleur.&lt;/p&gt;
&lt;h3&gt;De talon&lt;/h3&gt;
&lt;p&gt;De voorhand pakt de 8 overgebleven kaarten op en legt er 8 weg. Als de tegenpartij de laatste slag wint,
krijgt zij de weggelegde punten, vermenigvuldigd met twee keer het aantal kaarten dat ieder speelde.&lt;/p&gt;
&lt;h3&gt;Slagen&lt;/h3&gt;
&lt;p&gt;Kom uit met één kaart, een &lt;b&gt;paar&lt;/b&gt; (twee identieke kaarten), een &lt;b&gt;tractor&lt;/b&gt; (opeenvolgende paren
in één kleur) of enkele &lt;b&gt;topkaarten&lt;/b&gt; in één kleur die niemand kan slaan. De anderen moeten kleur bekennen
en zoveel mogelijk paren bijspelen. Een uitkomst met topkaarten die toch te slaan blijkt, kost 10
punten per teruggenomen kaart.&lt;/p&gt;
&lt;h3&gt;Puntentelling&lt;/h3&gt;
&lt;p&gt;Alleen de tegenpartij verzamelt punten. Onder de 40: de spelende partij stijgt 2 niveaus (3 als de tegenpartij geen enkel punt heeft);
40–75: spelende partij +1; 80 of meer: de tegenpartij wordt de spelende partij en stijgt een niveau voor elke
40 punten boven 80.&lt;/p&gt;
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
&lt;h3&gt;Rondes zonder troef&lt;/h3&gt;
&lt;p&gt;Nadat een paar jokers is gemeld, zijn alleen de vier jokers troef. Volgens deze regels zijn de
kaarten van de troefrang dan gewone kaarten van hun kleur, op hun gewone plaats van aas omlaag;
het niveau van de spelende partij schuift aan het einde van de ronde gewoon op. Aan veel tafels
blijven de kaarten van de troefrang ook dan troef: met de regeloptie “Kaarten van de troefrang blijven troef zonder troefkleur”
in Instellingen speel je zo.&lt;/p&gt;
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
&lt;p&gt;Tractor (升级 / 拖拉机): speel offline tegen drie computerspelers, of met vrienden via het
netwerk.&lt;/p&gt;
&lt;p&gt;Copyright © 2026 de auteurs van Tractor Desktop. Uitgebracht onder de MIT-licentie (MIT License).&lt;/p&gt;
&lt;p&gt;Dit programma gebruikt Qt via PySide6 (Qt for Python), onder de GNU Lesser General
Public License versie 3. Qt is © The Qt Company Ltd. en andere bijdragers. Je mag de Qt-bibliotheken
die dit programma gebruikt vervangen door een eigen build; de volledige tekst van de LGPL staat op
https://www.gnu.org/licenses/lgpl-3.0.html.&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="25"/>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="26"/>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="27"/>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="28"/>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="29"/>
        <source>no trump</source>
        <translation>zonder troef</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="30"/>
        <source>trumps</source>
        <translation>troef</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="35"/>
        <source>Jack</source>
        <translation>boer</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="36"/>
        <source>Queen</source>
        <translation>vrouw</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="37"/>
        <source>King</source>
        <translation>koning</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="38"/>
        <source>Ace</source>
        <translation>aas</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="46"/>
        <source>Red joker (big)</source>
        <translation>Rode joker (groot)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="48"/>
        <source>Black joker (small)</source>
        <translation>Zwarte joker (klein)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="55"/>
        <source>%1 of %2</source>
        <comment>a face card or an Ace: Queen of hearts</comment>
        <translation>%2%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="57"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="65"/>
        <source>Big joker</source>
        <translation>Grote joker</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="67"/>
        <source>Small joker</source>
        <translation>Kleine joker</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="81"/>
        <source>Declare no trump (pair of big jokers)</source>
        <translation>Zonder troef melden (paar grote jokers)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="82"/>
        <source>Declare no trump (pair of small jokers)</source>
        <translation>Zonder troef melden (paar kleine jokers)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="90"/>
        <source>South (you)</source>
        <translation>Zuid (jij)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="91"/>
        <location filename="../../tractor_desktop/ui/names.py" line="107"/>
        <source>East</source>
        <translation>Oost</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="92"/>
        <location filename="../../tractor_desktop/ui/names.py" line="108"/>
        <source>North</source>
        <translation>Noord</translation>
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
        <translation>Zuid</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="106"/>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="128"/>
        <source>Us (N–S)</source>
        <translation>Wij (N–Z)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="130"/>
        <source>Them (E–W)</source>
        <translation>Zij (O–W)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="143"/>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="145"/>
        <source>Our points</source>
        <translation>Onze punten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="146"/>
        <source>Their points</source>
        <translation>Hun punten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="156"/>
        <source>No trump (%1)</source>
        <translation>Zonder troef (%1)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="163"/>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="164"/>
        <source>That can&apos;t be done right now.</source>
        <translation>Dat kan nu niet.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="165"/>
        <source>Wait for your turn.</source>
        <translation>Wacht op je beurt.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="166"/>
        <source>Those cards are not in your hand.</source>
        <translation>Die kaarten zitten niet in je hand.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="169"/>
        <source>Select some cards first.</source>
        <translation>Selecteer eerst kaarten.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="170"/>
        <source>To declare, show one trump-rank card, a pair of them, or a pair of jokers.</source>
        <translation>Om te melden laat je één kaart van de troefrang zien, een paar daarvan of een paar jokers.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="173"/>
        <source>A pair of jokers was shown: the trump is settled.</source>
        <translation>Er is een paar jokers getoond: de troef staat vast.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="176"/>
        <source>A single card can&apos;t cancel another single.</source>
        <translation>Een enkele kaart kan een andere enkele kaart niet overbieden.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="179"/>
        <source>Only a pair of jokers can cancel a declared pair.</source>
        <translation>Alleen een paar jokers kan een gemeld paar overbieden.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="182"/>
        <source>These rules don&apos;t let you turn your single into a pair.</source>
        <translation>Met deze regels mag je je enkele kaart niet tot een paar aanvullen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="185"/>
        <source>You can&apos;t change your own declaration.</source>
        <translation>Je kunt je eigen melding niet veranderen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="188"/>
        <source>Select exactly 8 cards to bury.</source>
        <translation>Selecteer precies 8 kaarten om weg te leggen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="189"/>
        <source>A lead must be all one suit, or all trumps.</source>
        <translation>Een uitkomst moet helemaal uit één kleur bestaan, of helemaal uit troeven.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="192"/>
        <source>Another player can beat part of those cards: lead them separately.</source>
        <translation>Een andere speler kan een deel van die kaarten slaan: speel ze apart uit.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="195"/>
        <source>Play as many cards as the leader.</source>
        <translation>Speel evenveel kaarten als de uitkomer.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="198"/>
        <source>You must follow suit while you hold cards of the suit led.</source>
        <translation>Je moet kleur bekennen zolang je kaarten van de gevraagde kleur hebt.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="201"/>
        <source>You hold a pair in the suit led: you must play it.</source>
        <translation>Je hebt een paar in de gevraagde kleur: dat moet je spelen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="204"/>
        <source>You must play as many pairs of the suit led as you can.</source>
        <translation>Je moet zoveel mogelijk paren van de gevraagde kleur spelen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="207"/>
        <source>You hold a tractor in the suit led: you must play it.</source>
        <translation>Je hebt een tractor in de gevraagde kleur: die moet je spelen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="211"/>
        <source>The lesson asks for another move here: the marked cards.</source>
        <translation>De les vraagt hier om een andere zet: de gemarkeerde kaarten.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="215"/>
        <source>That is not allowed.</source>
        <translation>Dat mag niet.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="35"/>
        <source>Trumps were led: you must play trumps while you hold any.</source>
        <translation>Er is met troef uitgekomen: zolang je nog troef hebt, moet je troef bijspelen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="38"/>
        <source>You hold a pair of trumps: you must play it.</source>
        <translation>Je hebt een paar troeven: dat moet je spelen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="41"/>
        <source>You must play as many pairs of trumps as you can.</source>
        <translation>Je moet zoveel mogelijk paren troef spelen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="44"/>
        <source>You hold a tractor in trumps: you must play it.</source>
        <translation>Je hebt een tractor in troef: die moet je spelen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="50"/>
        <source>%1 were led: you must play %1 while you hold any.</source>
        <translation>Er is met %1 uitgekomen: zolang je nog %1 hebt, moet je die bijspelen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="53"/>
        <source>You hold a pair of %1: you must play it.</source>
        <translation>Je hebt een paar %1: dat moet je spelen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="56"/>
        <source>You must play as many pairs of %1 as you can.</source>
        <translation>Je moet zoveel mogelijk paren %1 spelen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="59"/>
        <source>You hold a tractor in %1: you must play it.</source>
        <translation>Je hebt een tractor in %1: die moet je spelen.</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="20"/>
        <source>Reinforce your own declaration</source>
        <translation>Eigen melding versterken</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="21"/>
        <source>A player who declared with one card may later show the second copy as a pair.</source>
        <translation>Wie met één kaart heeft gemeld, mag later de tweede gelijke kaart erbij tonen als paar.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="27"/>
        <source>Nobody declares in the first round</source>
        <translation>Niemand meldt in de eerste ronde</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="28"/>
        <source>Deal again, or turn up the talon to find the trump suit.</source>
        <translation>Opnieuw delen, of de talon omdraaien om de troefkleur te bepalen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="31"/>
        <source>Trump-rank cards stay trumps without a trump suit</source>
        <translation>Kaarten van de troefrang blijven troef zonder troefkleur</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="32"/>
        <source>In a no-trump round the trump-rank cards rank just below the jokers.</source>
        <translation>In een ronde zonder troef staan de kaarten van de troefrang net onder de jokers.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="37"/>
        <source>Follow a tractor with a tractor</source>
        <translation>Tractor met tractor beantwoorden</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="38"/>
        <source>A player holding a tractor of the right length in the suit led must play it.</source>
        <translation>Wie een tractor van de juiste lengte in de gevraagde kleur heeft, moet die spelen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="44"/>
        <source>Tractors inside top-card leads</source>
        <translation>Tractors in een uitkomst met topkaarten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="45"/>
        <source>A top-cards lead may contain tractors as units (otherwise only pairs).</source>
        <translation>Een uitkomst met topkaarten mag tractors als eenheden bevatten (anders alleen paren).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="50"/>
        <source>Penalty per card of a failed top-cards lead</source>
        <translation>Straf per kaart bij een mislukte uitkomst met topkaarten</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="51"/>
        <source>Points per card taken back (0 turns the penalty off).</source>
        <translation>Punten per teruggenomen kaart (0 schakelt de straf uit).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="54"/>
        <source>Refuse my beatable top-cards leads</source>
        <translation>Mijn slaanbare uitkomsten met topkaarten weigeren</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="55"/>
        <source>Teaching aid: instead of a penalty, you are told to lead them separately.</source>
        <translation>Leerhulp: in plaats van een straf krijg je te horen dat je ze apart moet uitspelen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="60"/>
        <source>Talon bonus</source>
        <translation>Talonbonus</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="61"/>
        <source>The talon&apos;s points are multiplied by twice the cards each player played to the last trick, or by a power of 2.</source>
        <translation>Punten in de talon worden vermenigvuldigd met twee keer het aantal kaarten dat ieder in de laatste slag speelde, of met een macht van 2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="68"/>
        <source>Must defend Ace to win</source>
        <translation>Aas verdedigen om te winnen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="69"/>
        <source>Levels stop at Ace; a team wins by winning a round as declarers at Ace.</source>
        <translation>Niveaus stoppen bij aas; een team wint door op aas een ronde als spelende partij te winnen.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="87"/>
        <source>Deal again</source>
        <translation>Opnieuw delen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="88"/>
        <source>Turn up the talon</source>
        <translation>Talon omdraaien</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="91"/>
        <source>× twice the cards each played</source>
        <translation>2 × het aantal kaarten per speler in de laatste slag</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="92"/>
        <source>2 to the power of the largest unit</source>
        <translation>2 tot de macht van de grootste eenheid</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="96"/>
        <source>Random</source>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="97"/>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="98"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="99"/>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="100"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="101"/>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="102"/>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="103"/>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="104"/>
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="105"/>
        <source>Large</source>
        <translation>Groot</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="115"/>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="116"/>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="117"/>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="118"/>
        <source>Purple</source>
        <translation>Paars</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="119"/>
        <source>Black</source>
        <translation>Zwart</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="51"/>
        <source>Standard (the original rules)</source>
        <translation>Standaard (de oorspronkelijke regels)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="52"/>
        <source>Common modern variant</source>
        <translation>Gangbare moderne variant</translation>
    </message>
</context>
</TS>
