<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el_GR">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="272"/>
        <source>About Tractor Desktop</source>
        <translation>Σχετικά με το Tractor Desktop</translation>
    </message>
</context>
<context>
    <name>CardMemoryDock</name>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="64"/>
        <source>Card memory</source>
        <translation>Μνήμη φύλλων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="80"/>
        <source>Nothing to remember until the trump is known.</source>
        <translation>Δεν υπάρχει τίποτα να θυμηθείς πριν γίνει γνωστό το ατού.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="83"/>
        <source>Played so far</source>
        <translation>Παίχτηκαν ως τώρα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="109"/>
        <source>What the others have shown</source>
        <translation>Τι έδειξαν οι άλλοι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="187"/>
        <source>Point cards still out: %1 points</source>
        <translation>Φύλλα με πόντους που δεν έχουν παιχτεί: %1 πόντοι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="200"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="214"/>
        <source>%1 of the %2 cards of this suit have been played</source>
        <translation>Έχουν παιχτεί %1 από τα %2 φύλλα αυτού του χρώματος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="224"/>
        <source>Trumps</source>
        <translation>Ατού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="251"/>
        <source>void in %1</source>
        <translation>δεν έχει %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="255"/>
        <source>out of pairs in %1</source>
        <translation>δεν έχει ζευγάρια σε %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="261"/>
        <source>still holds %1</source>
        <translation>έχει ακόμη %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="266"/>
        <source>nothing shown yet</source>
        <translation>δεν έχει δείξει τίποτα ακόμη</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="163"/>
        <source>Game over</source>
        <translation>Τέλος παιχνιδιού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="156"/>
        <source>You and your partner win the game!</source>
        <translation>Εσύ και ο συμπαίκτης σου κερδίζετε το παιχνίδι!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="157"/>
        <source>East and West win the game.</source>
        <translation>Η Ανατολή και η Δύση κερδίζουν το παιχνίδι.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="174"/>
        <source>Final levels: Us %1, Them %2</source>
        <translation>Τελικά επίπεδα: Εμείς %1, Αυτοί %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="181"/>
        <source>New game</source>
        <translation>Νέο παιχνίδι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="184"/>
        <source>Review this game</source>
        <translation>Ανασκόπηση αυτού του παιχνιδιού</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/hand_model.py" line="260"/>
        <source>trump</source>
        <translation>ατού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/hand_model.py" line="262"/>
        <source>selected</source>
        <translation>επιλεγμένο</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="70"/>
        <source>Host a table</source>
        <translation>Δημιουργία τραπεζιού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="74"/>
        <source>Friends on your network join with the table&apos;s code; computer players take the seats nobody takes.</source>
        <translation>Οι φίλοι σου στο ίδιο δίκτυο μπαίνουν με τον κωδικό του τραπεζιού· τις θέσεις που μένουν κενές τις παίρνουν παίκτες του υπολογιστή.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="82"/>
        <source>Your &amp;name:</source>
        <translation>Το ό&amp;νομά σου:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="87"/>
        <source>&amp;Computer players:</source>
        <translation>&amp;Παίκτες υπολογιστή:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="90"/>
        <source>No timer</source>
        <translation>Χωρίς χρονόμετρο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="90"/>
        <source>%1 s a move</source>
        <translation>%1 δευτ. ανά κίνηση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="92"/>
        <source>A move not made in time is made by a computer player.</source>
        <translation>Αν μια κίνηση δεν γίνει εγκαίρως, την κάνει ένας παίκτης του υπολογιστή.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="93"/>
        <source>&amp;Turn timer:</source>
        <translation>&amp;Χρονόμετρο κίνησης:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="97"/>
        <source>Another free port is used if this one is taken.</source>
        <translation>Αν αυτή η θύρα είναι κατειλημμένη, χρησιμοποιείται άλλη ελεύθερη.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="98"/>
        <source>&amp;Port:</source>
        <translation>Θύ&amp;ρα:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="99"/>
        <source>&amp;Show the table to the local network</source>
        <translation>&amp;Εμφάνιση του τραπεζιού στο τοπικό δίκτυο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="103"/>
        <source>Shown, the table can be reached from the network and is listed in Join. Not shown, only this computer can reach it.</source>
        <translation>Αν εμφανίζεται, το τραπέζι είναι προσβάσιμο από το δίκτυο και φαίνεται στη «Συμμετοχή σε τραπέζι». Αν δεν εμφανίζεται, έχει πρόσβαση μόνο αυτός ο υπολογιστής.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="114"/>
        <source>Your system may ask whether to let this game accept connections from the network: allow it on private networks, so that friends on your network can join. Players on the internet also need the port above opened on your router.</source>
        <translation>Το σύστημά σου μπορεί να ρωτήσει αν θα επιτρέψει σε αυτό το παιχνίδι να δέχεται συνδέσεις από το δίκτυο: επίτρεψέ το στα ιδιωτικά δίκτυα, ώστε να μπορούν να μπουν οι φίλοι σου από το ίδιο δίκτυο. Για παίκτες από το διαδίκτυο πρέπει επίσης να ανοίξεις την παραπάνω θύρα στον δρομολογητή σου.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="126"/>
        <source>&amp;Open the table</source>
        <translation>Άνοι&amp;γμα τραπεζιού</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="104"/>
        <source>Trump</source>
        <translation>Ατού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="218"/>
        <source>Trump: ? %1</source>
        <translation>Ατού: ? %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="160"/>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="220"/>
        <source>Trump: %1</source>
        <translation>Ατού: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="222"/>
        <source>(so far)</source>
        <translation>(προς το παρόν)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="228"/>
        <location filename="../../tractor_desktop/ui/watching.py" line="38"/>
        <source>declarers</source>
        <translation>δηλωτές</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="230"/>
        <source>Us (N–S): level %1</source>
        <translation>Εμείς (Β–Ν): επίπεδο %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="234"/>
        <source>Them (E–W): level %1</source>
        <translation>Αυτοί (Α–Δ): επίπεδο %1</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="157"/>
        <source>Join a table</source>
        <translation>Συμμετοχή σε τραπέζι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="160"/>
        <source>Tables on your network:</source>
        <translation>Τραπέζια στο δίκτυό σου:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="173"/>
        <source>host or host:port</source>
        <translation>διεύθυνση ή διεύθυνση:θύρα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="174"/>
        <source>&amp;Address:</source>
        <translation>&amp;Διεύθυνση:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="178"/>
        <source>Table &amp;code:</source>
        <translation>&amp;Κωδικός τραπεζιού:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="180"/>
        <source>Your &amp;name:</source>
        <translation>Το ό&amp;νομά σου:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="188"/>
        <source>&amp;Join</source>
        <translation>&amp;Συμμετοχή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="190"/>
        <source>&amp;Watch</source>
        <translation>&amp;Παρακολούθηση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="191"/>
        <source>See the table&apos;s game without a seat: no hand</source>
        <translation>Δες το παιχνίδι του τραπεζιού χωρίς θέση: χωρίς δικά σου φύλλα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="212"/>
        <source>%1 — hosted by %2, %3 free — %4</source>
        <translation>%1 — οικοδεσπότης: %2, ελεύθερες θέσεις: %3 — %4</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="226"/>
        <source>This computer cannot look for tables on the network: type an address.</source>
        <translation>Αυτός ο υπολογιστής δεν μπορεί να αναζητήσει τραπέζια στο δίκτυο: πληκτρολόγησε μια διεύθυνση.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="230"/>
        <source>No table found yet. A table elsewhere is joined by its address.</source>
        <translation>Δεν βρέθηκε ακόμη κανένα τραπέζι. Σε τραπέζι άλλου δικτύου μπαίνεις με τη διεύθυνσή του.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="251"/>
        <source>Type the table&apos;s address: a host name or address, and a port after :</source>
        <translation>Πληκτρολόγησε τη διεύθυνση του τραπεζιού: όνομα ή διεύθυνση υπολογιστή και, μετά το :, μια θύρα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="255"/>
        <source>A table code is 6 letters and digits, such as K7M2QX.</source>
        <translation>Ο κωδικός τραπεζιού έχει 6 γράμματα και ψηφία, π.χ. K7M2QX.</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="288"/>
        <source>Keyboard</source>
        <translation>Πληκτρολόγιο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="290"/>
        <source>Move along your hand</source>
        <translation>Μετακίνηση στα φύλλα του χεριού σου</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="291"/>
        <source>Space</source>
        <translation>Διάστημα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="291"/>
        <source>Select or deselect the card</source>
        <translation>Επιλογή ή αποεπιλογή του φύλλου</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="292"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="292"/>
        <source>Play (or bury) the selected cards</source>
        <translation>Παίξιμο (ή θάψιμο) των επιλεγμένων φύλλων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="293"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="293"/>
        <source>Clear the selection</source>
        <translation>Καθαρισμός της επιλογής</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="294"/>
        <source>Declare with the strongest cards you may show</source>
        <translation>Δήλωση με τα ισχυρότερα φύλλα που μπορείς να δείξεις</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="295"/>
        <source>No declaration (at your last chance)</source>
        <translation>Πάσο (στην τελευταία σου ευκαιρία)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="296"/>
        <source>Hint: select what a good player would play</source>
        <translation>Υπόδειξη: επιλέγονται τα φύλλα που θα έπαιζε ένας καλός παίκτης</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="297"/>
        <source>Show the last trick</source>
        <translation>Εμφάνιση της τελευταίας λεβέ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="298"/>
        <source>Show or hide the history (tricks and score sheet)</source>
        <translation>Εμφάνιση ή απόκρυψη του ιστορικού (λεβέδες και φύλλο βαθμολογίας)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="299"/>
        <source>Show or hide the card memory</source>
        <translation>Εμφάνιση ή απόκρυψη της μνήμης φύλλων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="300"/>
        <source>Sound on or off</source>
        <translation>Ενεργοποίηση ή απενεργοποίηση του ήχου</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="301"/>
        <source>New game / Open / Save</source>
        <translation>Νέο παιχνίδι / Άνοιγμα / Αποθήκευση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="302"/>
        <source>Rules summary</source>
        <translation>Σύνοψη κανόνων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="303"/>
        <source>Menus</source>
        <translation>Μενού</translation>
    </message>
</context>
<context>
    <name>MAC_APPLICATION_MENU</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="144"/>
        <source>Services</source>
        <translation>Υπηρεσίες</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="145"/>
        <source>Hide %1</source>
        <translation>Απόκρυψη %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="146"/>
        <source>Hide Others</source>
        <translation>Απόκρυψη των άλλων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="147"/>
        <source>Show All</source>
        <translation>Εμφάνιση όλων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="148"/>
        <source>Preferences...</source>
        <translation>Ρυθμίσεις...</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="149"/>
        <source>Quit %1</source>
        <translation>Έξοδος από το %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="150"/>
        <source>About %1</source>
        <translation>Σχετικά με το %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="64"/>
        <source>No declaration</source>
        <translation>Πάσο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="60"/>
        <source>Messages</source>
        <translation>Μηνύματα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="67"/>
        <source>Not saved</source>
        <translation>Δεν αποθηκεύτηκε</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="72"/>
        <source>H&amp;int</source>
        <translation>&amp;Υπόδειξη</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="74"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Τελευταία λεβέ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="77"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="89"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="190"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="206"/>
        <source>Play</source>
        <translation>Παίξε</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="264"/>
        <source>The draw waits a moment for you.</source>
        <translation>Το τράβηγμα των φύλλων σε περιμένει λίγο.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="136"/>
        <source>Trump, levels and points</source>
        <translation>Ατού, επίπεδα και πόντοι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="173"/>
        <source>Tricks</source>
        <translation>Λεβέδες</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="174"/>
        <source>Score sheet</source>
        <translation>Φύλλο βαθμολογίας</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="177"/>
        <source>History</source>
        <translation>Ιστορικό</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="241"/>
        <source>&amp;Game</source>
        <translation>&amp;Παιχνίδι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="242"/>
        <source>&amp;New game</source>
        <translation>&amp;Νέο παιχνίδι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="260"/>
        <source>&amp;Open…</source>
        <translation>Άνοι&amp;γμα…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="263"/>
        <source>&amp;Save</source>
        <translation>&amp;Αποθήκευση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="266"/>
        <source>Save &amp;as…</source>
        <translation>Αποθήκευση &amp;ως…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="133"/>
        <source>&amp;Recent games</source>
        <translation>&amp;Πρόσφατα παιχνίδια</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="184"/>
        <source>Card &amp;memory</source>
        <translation>&amp;Μνήμη φύλλων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="171"/>
        <source>&amp;History</source>
        <translation>&amp;Ιστορικό</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="175"/>
        <source>The round&apos;s tricks and the score sheet (F7)</source>
        <translation>Οι λεβέδες του γύρου και το φύλλο βαθμολογίας (F7)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="189"/>
        <source>What has been played, the points still out, and who has shown a void (F8)</source>
        <translation>Τι παίχτηκε, οι πόντοι που δεν έχουν παιχτεί και ποιος έδειξε ότι δεν έχει κάποιο χρώμα (F8)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="210"/>
        <source>Sound on</source>
        <translation>Ο ήχος ενεργοποιήθηκε</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="210"/>
        <source>Sound off</source>
        <translation>Ο ήχος απενεργοποιήθηκε</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="244"/>
        <source>New &amp;deal with number…</source>
        <translation>Νέο &amp;μοίρασμα με αριθμό…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="247"/>
        <source>Re&amp;play this deal</source>
        <translation>&amp;Επανάληψη μοιράσματος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="250"/>
        <source>Deal the same cards again from the start of this round</source>
        <translation>Μοίρασμα των ίδιων φύλλων ξανά, από την αρχή αυτού του γύρου</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="253"/>
        <source>Take &amp;back</source>
        <translation>Αναίρεσ&amp;η κίνησης</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="257"/>
        <source>Undo your last move and the computer players&apos; moves after it</source>
        <translation>Αναίρεση της τελευταίας σου κίνησης και των κινήσεων των παικτών του υπολογιστή που ακολούθησαν</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="269"/>
        <source>Res&amp;ume last game</source>
        <translation>&amp;Συνέχιση τελευταίου παιχνιδιού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="271"/>
        <source>Re&amp;view a saved game…</source>
        <translation>Ανασ&amp;κόπηση αποθηκευμένου παιχνιδιού…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="273"/>
        <source>Stat&amp;istics</source>
        <translation>Στα&amp;τιστικά</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="275"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ρυθμίσεις…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="278"/>
        <source>&amp;Host a table…</source>
        <translation>&amp;Δημιουργία τραπεζιού…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="281"/>
        <source>Play with friends on your network; computer players fill the empty seats</source>
        <translation>Παίξε με φίλους στο ίδιο δίκτυο· τις κενές θέσεις τις παίρνουν παίκτες του υπολογιστή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="284"/>
        <source>&amp;Join a table…</source>
        <translation>Σ&amp;υμμετοχή σε τραπέζι…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="287"/>
        <source>&amp;Quit</source>
        <translation>Έ&amp;ξοδος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="308"/>
        <source>&amp;View</source>
        <translation>Π&amp;ροβολή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="311"/>
        <source>S&amp;ound</source>
        <translation>Ή&amp;χος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="439"/>
        <source>Game → New game (Ctrl+N) starts a game against the computer players.</source>
        <translation>Παιχνίδι → Νέο παιχνίδι (Ctrl+N): ξεκινά ένα παιχνίδι με τους παίκτες του υπολογιστή.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="86"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Ταχύτητα εφέ κίνησης</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="71"/>
        <source>Slow</source>
        <translation>Αργή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="72"/>
        <source>Normal</source>
        <translation>Κανονική</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="73"/>
        <source>Fast</source>
        <translation>Γρήγορη</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="74"/>
        <source>Off</source>
        <translation>Χωρίς εφέ κίνησης</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="318"/>
        <source>&amp;Help</source>
        <translation>&amp;Βοήθεια</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="319"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Μάθε να παίζεις</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="321"/>
        <source>A guided first round: the game shows you how</source>
        <translation>Ένας πρώτος γύρος με καθοδήγηση: το παιχνίδι σού δείχνει πώς παίζεται</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="325"/>
        <source>&amp;Rules summary</source>
        <translation>&amp;Σύνοψη κανόνων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="328"/>
        <source>&amp;About Tractor Desktop</source>
        <translation>Σ&amp;χετικά με το Tractor Desktop</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="330"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Πληκτρολόγιο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="155"/>
        <source>Your last chance to declare.</source>
        <translation>Τελευταία σου ευκαιρία να δηλώσεις.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="158"/>
        <source>Your lead.</source>
        <translation>Ανοίγεις εσύ.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="161"/>
        <source>Your turn: follow %1&apos;s lead.</source>
        <translation>Σειρά σου: ακολούθησε το άνοιγμα (%1).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="193"/>
        <source>Wait for your turn.</source>
        <translation>Περίμενε τη σειρά σου.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="90"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="209"/>
        <source>Play %1</source>
        <translation>Παίξε %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="91"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="213"/>
        <source>Play pair</source>
        <translation>Παίξε ζευγάρι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="92"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="215"/>
        <source>Play tractor</source>
        <translation>Παίξε τρακτέρ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="253"/>
        <source>You can override %1&apos;s declaration with %2 (press D).</source>
        <translation>Μπορείς να υπερισχύσεις της δήλωσης (%1) με %2 (πάτα D).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="260"/>
        <source>You can declare with %1 now (press D, or wait for a better hand).</source>
        <translation>Μπορείς να δηλώσεις τώρα με %1 (πάτα D ή περίμενε καλύτερο χέρι).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="83"/>
        <source>Declare %1</source>
        <translation>Δήλωσε %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="333"/>
        <source>Press Play (or Enter) to play the selected cards.</source>
        <translation>Πάτα «Παίξε» (ή Enter) για να παίξεις τα επιλεγμένα φύλλα.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="357"/>
        <source>Hint: %1</source>
        <translation>Υπόδειξη: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="369"/>
        <source>No trick has been played yet in this round.</source>
        <translation>Δεν έχει παιχτεί ακόμη καμία λεβέ σε αυτόν τον γύρο.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="384"/>
        <source>The computer player of %1 did not answer, so a legal move was made for it. It is restarted and thinks again from its next turn.</source>
        <translation>Ο παίκτης του υπολογιστή (%1) δεν απάντησε, οπότε έγινε για λογαριασμό του μια επιτρεπτή κίνηση. Επανεκκινείται και από την επόμενη σειρά του σκέφτεται ξανά μόνος του.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="393"/>
        <source>The game could not be autosaved: %1. Your earlier saves are untouched; the game goes on, and is saved again as soon as the disk allows.</source>
        <translation>Η αυτόματη αποθήκευση του παιχνιδιού απέτυχε: %1. Οι προηγούμενες αποθηκεύσεις σου δεν επηρεάστηκαν· το παιχνίδι συνεχίζεται και θα αποθηκευτεί ξανά μόλις το επιτρέψει ο δίσκος.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="185"/>
        <source>Resume?</source>
        <translation>Συνέχεια;</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="186"/>
        <source>An unfinished game was saved when you last played. Resume it?</source>
        <translation>Την τελευταία φορά που έπαιξες αποθηκεύτηκε ένα μισοτελειωμένο παιχνίδι. Να συνεχιστεί;</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="230"/>
        <source>The last autosaved game could not be read by this version; it was kept as %1.</source>
        <translation>Το τελευταίο αυτόματα αποθηκευμένο παιχνίδι δεν μπορεί να διαβαστεί από αυτήν την έκδοση· φυλάχτηκε ως %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="462"/>
        <source>Cannot open %1: %2</source>
        <translation>Δεν ήταν δυνατό να ανοίξει το %1: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="297"/>
        <source>Opened %1.</source>
        <translation>Ανοίχτηκε το %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="75"/>
        <source>Opening %1…</source>
        <translation>Άνοιγμα του %1…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="80"/>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="82"/>
        <source>Opening a game</source>
        <translation>Άνοιγμα παιχνιδιού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="246"/>
        <source>Give up this game?</source>
        <translation>Εγκατάλειψη αυτού του παιχνιδιού;</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="247"/>
        <source>The game in progress will be lost (save it first to keep it). Go on?</source>
        <translation>Το τρέχον παιχνίδι θα χαθεί (αποθήκευσέ το πρώτα για να το κρατήσεις). Θέλεις να προχωρήσεις;</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="305"/>
        <source>Open a game</source>
        <translation>Άνοιγμα παιχνιδιού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="321"/>
        <source>game</source>
        <translation>παιχνίδι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="325"/>
        <source>Save the game</source>
        <translation>Αποθήκευση παιχνιδιού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="337"/>
        <source>The game was not saved: %1</source>
        <translation>Το παιχνίδι δεν αποθηκεύτηκε: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="344"/>
        <source>Saved to %1.</source>
        <translation>Αποθηκεύτηκε στο %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="355"/>
        <source>This is your last game: it goes on from where it stands.</source>
        <translation>Αυτό είναι ήδη το τελευταίο σου παιχνίδι: συνεχίζεται από εκεί που βρίσκεται.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="364"/>
        <source>No game to resume: %1</source>
        <translation>Δεν υπάρχει παιχνίδι για συνέχιση: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="372"/>
        <source>Review a game</source>
        <translation>Ανασκόπηση παιχνιδιού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="404"/>
        <source>The game goes on from the step you chose in the review.</source>
        <translation>Το παιχνίδι συνεχίζεται από το βήμα που διάλεξες στην ανασκόπηση.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="415"/>
        <source>New deal with number</source>
        <translation>Νέο μοίρασμα με αριθμό</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="416"/>
        <source>Deal number (1 to %1):</source>
        <translation>Αριθμός μοιράσματος (1 έως %1):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="432"/>
        <source>Your last move is taken back; this game is counted separately in the statistics.</source>
        <translation>Η τελευταία σου κίνηση αναιρέθηκε· το παιχνίδι μετράει χωριστά στα στατιστικά.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="444"/>
        <source>Replay this deal?</source>
        <translation>Επανάληψη αυτού του μοιράσματος;</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="445"/>
        <source>The round in progress will be lost (save the game first to keep it). Go on?</source>
        <translation>Ο τρέχων γύρος θα χαθεί (αποθήκευσε πρώτα το παιχνίδι για να τον κρατήσεις). Θέλεις να προχωρήσεις;</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="453"/>
        <source>The same cards are dealt again from the start of this round.</source>
        <translation>Τα ίδια φύλλα μοιράζονται ξανά από την αρχή αυτού του γύρου.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="468"/>
        <source>Tractor games (*%1)</source>
        <translation>Παιχνίδια Tractor (*%1)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="484"/>
        <source>(none yet)</source>
        <translation>(κανένα ακόμη)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="498"/>
        <source>Deal %1</source>
        <translation>Μοίρασμα %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="120"/>
        <source>Settings saved. New rules and players apply to the next game.</source>
        <translation>Οι ρυθμίσεις αποθηκεύτηκαν. Οι νέοι κανόνες και παίκτες ισχύουν από το επόμενο παιχνίδι.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/__main__.py" line="145"/>
        <source>Something went wrong (%1); details are in %2.</source>
        <translation>Κάτι πήγε στραβά (%1)· λεπτομέρειες στο %2.</translation>
    </message>
</context>
<context>
    <name>NetworkWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/network_tables.py" line="48"/>
        <source>Opening your table…</source>
        <translation>Το τραπέζι σου ανοίγει…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="37"/>
        <source>Hello!</source>
        <translation>Γεια σας!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="38"/>
        <source>Good luck!</source>
        <translation>Καλή τύχη!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="39"/>
        <source>Well played!</source>
        <translation>Μπράβο!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="40"/>
        <source>Thanks!</source>
        <translation>Ευχαριστώ!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="41"/>
        <source>Sorry!</source>
        <translation>Συγγνώμη!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="42"/>
        <source>Oops!</source>
        <translation>Ωχ!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="43"/>
        <source>Your turn, please.</source>
        <translation>Σειρά σου, παρακαλώ.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="44"/>
        <source>Good game!</source>
        <translation>Ωραίο παιχνίδι!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="20"/>
        <source>The server could not read what this window sent; nothing changed.</source>
        <translation>Ο διακομιστής δεν μπόρεσε να διαβάσει ό,τι έστειλε αυτό το παράθυρο· δεν άλλαξε τίποτα.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="24"/>
        <source>There is no table with that code on this server.</source>
        <translation>Δεν υπάρχει τραπέζι με αυτόν τον κωδικό σε αυτόν τον διακομιστή.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="27"/>
        <source>That table is full.</source>
        <translation>Αυτό το τραπέζι είναι γεμάτο.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="28"/>
        <source>That table&apos;s game has started: you can watch it instead.</source>
        <translation>Το παιχνίδι σε αυτό το τραπέζι έχει ήδη αρχίσει: μπορείς όμως να το παρακολουθήσεις.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="31"/>
        <source>That seat is taken: choose another one.</source>
        <translation>Αυτή η θέση είναι πιασμένη: διάλεξε άλλη.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="34"/>
        <source>This seat was taken back on another connection.</source>
        <translation>Αυτή η θέση ανακτήθηκε από άλλη σύνδεση.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="37"/>
        <source>Only the host can start.</source>
        <translation>Μόνο ο οικοδεσπότης μπορεί να ξεκινήσει το παιχνίδι.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="38"/>
        <source>This window has no seat at the table.</source>
        <translation>Αυτό το παράθυρο δεν έχει θέση στο τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="41"/>
        <source>This window already has a seat at the table.</source>
        <translation>Αυτό το παράθυρο έχει ήδη θέση στο τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="44"/>
        <source>The game has not started yet.</source>
        <translation>Το παιχνίδι δεν έχει αρχίσει ακόμη.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="45"/>
        <source>The game is over.</source>
        <translation>Το παιχνίδι τελείωσε.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="47"/>
        <source>That message was too long for the server; nothing changed.</source>
        <translation>Το μήνυμα ήταν πολύ μεγάλο για τον διακομιστή· δεν άλλαξε τίποτα.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="52"/>
        <source>Too many messages at once: the server let that one go.</source>
        <translation>Πάρα πολλά μηνύματα μαζί: ο διακομιστής άφησε αυτό να χαθεί.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="55"/>
        <source>The table had already moved on: that move was not taken.</source>
        <translation>Το τραπέζι είχε ήδη προχωρήσει: αυτή η κίνηση δεν μετρήθηκε.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="63"/>
        <source>You have opened as many tables as this server allows for now: try again in a few minutes.</source>
        <translation>Έχεις ανοίξει όσα τραπέζια επιτρέπει προς το παρόν αυτός ο διακομιστής: δοκίμασε ξανά σε λίγα λεπτά.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="68"/>
        <source>Too many tries to join or watch a table, or too many wrong codes: wait a few minutes, then try again.</source>
        <translation>Πάρα πολλές προσπάθειες να μπεις σε τραπέζι ή να το παρακολουθήσεις, ή πάρα πολλοί λάθος κωδικοί: περίμενε λίγα λεπτά και δοκίμασε ξανά.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="73"/>
        <source>Too many connections to this server come from your network: try again later.</source>
        <translation>Από το δίκτυό σου έρχονται πάρα πολλές συνδέσεις προς αυτόν τον διακομιστή: δοκίμασε ξανά αργότερα.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="77"/>
        <source>This server is full right now: try again in a few minutes.</source>
        <translation>Αυτός ο διακομιστής είναι γεμάτος αυτή τη στιγμή: δοκίμασε ξανά σε λίγα λεπτά.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="80"/>
        <source>The server runs another version of the game; play may fail.</source>
        <translation>Ο διακομιστής έχει άλλη έκδοση του παιχνιδιού· το παιχνίδι μπορεί να μη λειτουργήσει σωστά.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="83"/>
        <source>The server sent something this version cannot read.</source>
        <translation>Ο διακομιστής έστειλε κάτι που αυτή η έκδοση δεν μπορεί να διαβάσει.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="91"/>
        <source>The server refused that.</source>
        <translation>Ο διακομιστής το απέρριψε.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="99"/>
        <source>This table is not being saved on its server: the game goes on, but it would be lost if the server stopped now. The server keeps trying.</source>
        <translation>Αυτό το τραπέζι δεν αποθηκεύεται στον διακομιστή του: το παιχνίδι συνεχίζεται, αλλά θα χανόταν αν ο διακομιστής σταματούσε τώρα. Ο διακομιστής συνεχίζει να προσπαθεί.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="104"/>
        <source>This table is being saved again.</source>
        <translation>Αυτό το τραπέζι αποθηκεύεται ξανά.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="116"/>
        <source>Your table could not be opened: its server stopped. It said: %1</source>
        <translation>Δεν ήταν δυνατό να ανοίξει το τραπέζι σου: ο διακομιστής του σταμάτησε. Έγραψε: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="120"/>
        <source>Your table could not be opened: its server did not start in time.</source>
        <translation>Δεν ήταν δυνατό να ανοίξει το τραπέζι σου: ο διακομιστής του δεν ξεκίνησε εγκαίρως.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="123"/>
        <source>Your table could not be opened: its server could not be started.</source>
        <translation>Δεν ήταν δυνατό να ανοίξει το τραπέζι σου: ο διακομιστής του δεν μπόρεσε να ξεκινήσει.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="126"/>
        <source>Your table could not be opened: its server stopped.</source>
        <translation>Δεν ήταν δυνατό να ανοίξει το τραπέζι σου: ο διακομιστής του σταμάτησε.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="135"/>
        <source>Your table could not be opened.</source>
        <translation>Δεν ήταν δυνατό να ανοίξει το τραπέζι σου.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="134"/>
        <source>&amp;Table</source>
        <translation>Τρα&amp;πέζι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="135"/>
        <source>&amp;Save the finished game…</source>
        <translation>&amp;Αποθήκευση ολοκληρωμένου παιχνιδιού…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="142"/>
        <source>&amp;Leave the table</source>
        <translation>Έ&amp;ξοδος από το τραπέζι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="165"/>
        <source>Tractor: table %1</source>
        <translation>Tractor: τραπέζι %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="165"/>
        <source>Tractor</source>
        <translation>Tractor</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="176"/>
        <source>%1 (computer)</source>
        <translation>%1 (υπολογιστής)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="178"/>
        <source>%1 (away)</source>
        <translation>%1 (λείπει)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="186"/>
        <source>Could not reach the table: %1</source>
        <translation>Δεν ήταν δυνατή η σύνδεση με το τραπέζι: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="188"/>
        <source>Could not reach the table.</source>
        <translation>Δεν ήταν δυνατή η σύνδεση με το τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="193"/>
        <source>The connection is lost: connecting again… (a computer player keeps your seat)</source>
        <translation>Η σύνδεση χάθηκε: γίνεται επανασύνδεση… (ένας παίκτης του υπολογιστή κρατά τη θέση σου)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="198"/>
        <source>Connected again.</source>
        <translation>Η σύνδεση αποκαταστάθηκε.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="208"/>
        <source>%1 reminds you that the table waits for you.</source>
        <translation>%1: σου θυμίζει ότι το τραπέζι σε περιμένει.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="224"/>
        <source>Round over: the opponents took %1 points. The next round is dealt.</source>
        <translation>Τέλος γύρου: οι αντίπαλοι πήραν %1 πόντους. Μοιράζεται ο επόμενος γύρος.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="246"/>
        <source>The server&apos;s record of the game cannot be read: %1</source>
        <translation>Η καταγραφή του παιχνιδιού από τον διακομιστή δεν μπορεί να διαβαστεί: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="253"/>
        <source>Save the finished game</source>
        <translation>Αποθήκευση ολοκληρωμένου παιχνιδιού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="255"/>
        <source>Tractor games (*.tractor)</source>
        <translation>Παιχνίδια Tractor (*.tractor)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="265"/>
        <source>The game could not be saved: %1</source>
        <translation>Δεν ήταν δυνατό να αποθηκευτεί το παιχνίδι: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="268"/>
        <source>Saved: %1</source>
        <translation>Αποθηκεύτηκε: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="286"/>
        <source>Leave the table</source>
        <translation>Έξοδος από το τραπέζι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="294"/>
        <source>Close your table? The game ends for everyone at it.</source>
        <translation>Να κλείσει το τραπέζι σου; Το παιχνίδι τελειώνει για όλους όσοι παίζουν σε αυτό.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="296"/>
        <source>Leave the table? A computer player takes your seat.</source>
        <translation>Να φύγεις από το τραπέζι; Τη θέση σου την παίρνει ένας παίκτης του υπολογιστή.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="20"/>
        <source>North–South&apos;s points</source>
        <translation>Οι πόντοι του Βορρά–Νότου</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="21"/>
        <source>East–West&apos;s points</source>
        <translation>Οι πόντοι της Ανατολής–Δύσης</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="28"/>
        <source>%1 wins the trick: +%2 for North–South.</source>
        <translation>Νικητής λεβέ: %1 — +%2 για Βορρά–Νότο.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="31"/>
        <source>%1 wins the trick: +%2 for East–West.</source>
        <translation>Νικητής λεβέ: %1 — +%2 για Ανατολή–Δύση.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="40"/>
        <source>North–South: level %1</source>
        <translation>Βορράς–Νότος: επίπεδο %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="46"/>
        <source>East–West: level %1</source>
        <translation>Ανατολή–Δύση: επίπεδο %1</translation>
    </message>
</context>
<context>
    <name>NoticeBoard</name>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/notices.py" line="121"/>
        <source>%n more notice(s) waiting</source>
        <translation>
            <numerusform>Άλλη %n ειδοποίηση σε αναμονή</numerusform>
            <numerusform>Άλλες %n ειδοποιήσεις σε αναμονή</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoticeRow</name>
    <message>
        <location filename="../../tractor_desktop/ui/notices.py" line="51"/>
        <location filename="../../tractor_desktop/ui/notices.py" line="52"/>
        <source>Dismiss</source>
        <translation>Απόρριψη</translation>
    </message>
</context>
<context>
    <name>PeopleDock</name>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="53"/>
        <source>Table</source>
        <translation>Τραπέζι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="69"/>
        <source>Sit &amp;here</source>
        <translation>&amp;Κάθισε εδώ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="70"/>
        <source>Move to the empty seat chosen above.</source>
        <translation>Μετακίνηση στην κενή θέση που διάλεξες παραπάνω.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="73"/>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="135"/>
        <source>&amp;Start the game</source>
        <translation>Έ&amp;ναρξη παιχνιδιού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="74"/>
        <source>Computer players take the empty seats.</source>
        <translation>Τις κενές θέσεις τις παίρνουν παίκτες του υπολογιστή.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="88"/>
        <source>Say something</source>
        <translation>Γράψε κάτι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="91"/>
        <source>Se&amp;nd</source>
        <translation>&amp;Αποστολή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="98"/>
        <source>Quick message…</source>
        <translation>Γρήγορο μήνυμα…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="103"/>
        <source>N&amp;udge</source>
        <translation>Υπεν&amp;θύμιση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="104"/>
        <source>Remind the player the table waits for.</source>
        <translation>Θύμισε στον παίκτη ότι το τραπέζι τον περιμένει.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="146"/>
        <source>Room code: %1</source>
        <translation>Κωδικός τραπεζιού: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="150"/>
        <source>You are not at the table: %1</source>
        <translation>Δεν είσαι στο τραπέζι: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="154"/>
        <source>The connection is lost: connecting again…</source>
        <translation>Η σύνδεση χάθηκε: γίνεται επανασύνδεση…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="156"/>
        <source>Not connected to the table.</source>
        <translation>Χωρίς σύνδεση με το τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="158"/>
        <source>You are watching: you see only the cards on the table.</source>
        <translation>Παρακολουθείς: βλέπεις μόνο τα φύλλα πάνω στο τραπέζι.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="148"/>
        <source>Connecting to the table…</source>
        <translation>Σύνδεση με το τραπέζι…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="135"/>
        <source>&amp;Start with computer players</source>
        <translation>Έ&amp;ναρξη με παίκτες υπολογιστή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="160"/>
        <source>Before the start you may move to an empty seat.</source>
        <translation>Πριν από την έναρξη μπορείς να μετακινηθείς σε μια κενή θέση.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="190"/>
        <source>%1: empty</source>
        <translation>%1: κενή θέση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="192"/>
        <source>computer player (%1)</source>
        <translation>παίκτης του υπολογιστή (%1)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="194"/>
        <source>left by a person: the next one who joins sits here</source>
        <translation>την άφησε ένας παίκτης: εδώ θα καθίσει ο επόμενος που θα μπει</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="198"/>
        <source>away: a computer player plays for now</source>
        <translation>λείπει: προς το παρόν παίζει ένας παίκτης του υπολογιστή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="200"/>
        <source>connection lost: waiting</source>
        <translation>η σύνδεση χάθηκε: αναμονή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="202"/>
        <source>connected</source>
        <translation>σε σύνδεση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="244"/>
        <source>%1: %2 s left for this move</source>
        <translation>%1: απομένουν %2 δευτ. για αυτή την κίνηση</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="17"/>
        <source>Bury %n card(s)</source>
        <translation>
            <numerusform>Θάψε %n φύλλο</numerusform>
            <numerusform>Θάψε %n φύλλα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="20"/>
        <source>Play %n card(s)</source>
        <translation>
            <numerusform>Παίξε %n φύλλο</numerusform>
            <numerusform>Παίξε %n φύλλα</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="23"/>
        <source>Play %n card(s), as many as the leader.</source>
        <translation>
            <numerusform>Παίξε %n φύλλο, όπως αυτός που άνοιξε.</numerusform>
            <numerusform>Παίξε %n φύλλα, όσα έπαιξε αυτός που άνοιξε.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PointsMeter</name>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="38"/>
        <source>Points: %1 (the side that collects them takes over at 80)</source>
        <translation>Πόντοι: %1 (με 80, όποιοι τους μαζεύουν γίνονται δηλωτές)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="40"/>
        <source>Our points: %1 (we take over at 80)</source>
        <translation>Οι πόντοι μας: %1 (με 80 γινόμαστε δηλωτές)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="42"/>
        <source>Their points: %1 (they take over at 80)</source>
        <translation>Οι πόντοι τους: %1 (με 80 γίνονται δηλωτές)</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="172"/>
        <source>level %1</source>
        <translation>επίπεδο %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="178"/>
        <source>★ declarers: this side&apos;s level is played and moves</source>
        <translation>★ δηλωτές: παίζεται το επίπεδο αυτής της ομάδας, και αυτό προχωρά</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="180"/>
        <source>▶ starter: picks up the talon and leads the first trick</source>
        <translation>▶ αρχηγός του γύρου: παίρνει το τάλον και ανοίγει την πρώτη λεβέ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="209"/>
        <source>A new game: trumps are %1s. Declare while the cards are drawn.</source>
        <translation>Νέο παιχνίδι: ατού είναι τα %1. Δήλωσε χρώμα όσο τραβιούνται τα φύλλα.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="215"/>
        <source>Round %1: the trump rank is %2; %3 starts.</source>
        <translation>Γύρος %1: ατού είναι τα %2. Αρχηγός του γύρου: %3.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="236"/>
        <source>no trump (a pair of jokers)</source>
        <translation>χωρίς ατού (ζευγάρι τζόκερ)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="238"/>
        <source>%1 declares %2 with %3.</source>
        <translation>%1: δήλωση %2 με %3.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="247"/>
        <source>All cards are drawn: a last chance to declare, in turn.</source>
        <translation>Τραβήχτηκαν όλα τα φύλλα: μια τελευταία ευκαιρία για δήλωση, με τη σειρά.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="250"/>
        <source>Nobody declared: the cards are shuffled and drawn again.</source>
        <translation>Κανείς δεν δήλωσε: τα φύλλα ανακατεύονται και τραβιούνται ξανά.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="251"/>
        <source>Redeal</source>
        <translation>Νέο μοίρασμα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="257"/>
        <source>Nobody declared: the talon is turned up until it names the trump suit.</source>
        <translation>Κανείς δεν δήλωσε: τα φύλλα του τάλον γυρίζουν ένα ένα μέχρι να βγει το χρώμα ατού.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="267"/>
        <source>Trump: %1. %2 starts.</source>
        <translation>Ατού: %1. Αρχηγός του γύρου: %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="279"/>
        <source>You pick up the talon: choose 8 cards to bury.</source>
        <translation>Παίρνεις το τάλον: διάλεξε 8 φύλλα για να τα θάψεις.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="284"/>
        <source>%1 picks up the talon and buries 8 cards.</source>
        <translation>%1: παίρνει το τάλον και θάβει 8 φύλλα.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="306"/>
        <source>%1 tried %2, but %3 can beat %4 with %5: only %6 is led. Penalty: %7 points.</source>
        <translation>%1: δοκίμασε άνοιγμα με %2, αλλά %5 (%3) μπορεί να νικήσει %4· παίζεται μόνο %6. Ποινή: %7 πόντοι.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="317"/>
        <source>Top cards beaten!</source>
        <translation>Το άνοιγμα με ψηλά φύλλα απέτυχε!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="348"/>
        <source>You lead %1.</source>
        <translation>Ανοίγεις με %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="348"/>
        <source>You play %1.</source>
        <translation>Παίζεις %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="351"/>
        <source>%1 leads %2.</source>
        <translation>%1: ανοίγει με %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="351"/>
        <source>%1 plays %2.</source>
        <translation>%1: παίζει %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="362"/>
        <source>%1 wins the trick: +%2 for us.</source>
        <translation>Νικητής λεβέ: %1 — +%2 για εμάς.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="364"/>
        <source>%1 wins the trick: +%2 for them.</source>
        <translation>Νικητής λεβέ: %1 — +%2 γι&apos; αυτούς.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="369"/>
        <source>%1 wins the trick.</source>
        <translation>Νικητής λεβέ: %1.</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="126"/>
        <source>&amp;Select All</source>
        <translation>Επιλογή ό&amp;λων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="127"/>
        <source>&amp;Step up</source>
        <translation>Βήμα πά&amp;νω</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="128"/>
        <source>Step &amp;down</source>
        <translation>Βήμα κά&amp;τω</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="48"/>
        <source>Select Color</source>
        <translation>Επιλογή χρώματος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="49"/>
        <source>&amp;Basic colors</source>
        <translation>&amp;Βασικά χρώματα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="50"/>
        <source>&amp;Custom colors</source>
        <translation>&amp;Προσαρμοσμένα χρώματα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="51"/>
        <source>&amp;Add to Custom Colors</source>
        <translation>Προσ&amp;θήκη στα προσαρμοσμένα χρώματα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="52"/>
        <source>&amp;Pick Screen Color</source>
        <translation>&amp;Επιλογή χρώματος από την οθόνη</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="53"/>
        <source>Hu&amp;e:</source>
        <translation>&amp;Απόχρωση:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="54"/>
        <source>&amp;Sat:</source>
        <translation>&amp;Κορεσμός:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="55"/>
        <source>&amp;Val:</source>
        <translation>&amp;Τιμή:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="56"/>
        <source>&amp;Red:</source>
        <translation>Κόκκι&amp;νο:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="57"/>
        <source>&amp;Green:</source>
        <translation>Πρά&amp;σινο:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="58"/>
        <source>Bl&amp;ue:</source>
        <translation>&amp;Μπλε:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="59"/>
        <source>A&amp;lpha channel:</source>
        <translation>Κανάλι ά&amp;λφα:</translation>
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
        <translation>Αναζήτηση σε:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="62"/>
        <source>Files of type:</source>
        <translation>Αρχεία τύπου:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="63"/>
        <source>File &amp;name:</source>
        <translation>Όνομα α&amp;ρχείου:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="64"/>
        <source>&amp;Open</source>
        <translation>Άνοι&amp;γμα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="65"/>
        <source>&amp;Save</source>
        <translation>&amp;Αποθήκευση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="66"/>
        <source>Save As</source>
        <translation>Αποθήκευση ως</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="67"/>
        <source>&amp;Choose</source>
        <translation>&amp;Επιλογή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="68"/>
        <source>Open</source>
        <translation>Άνοιγμα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="69"/>
        <source>Back</source>
        <translation>Πίσω</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="70"/>
        <source>Forward</source>
        <translation>Εμπρός</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="71"/>
        <source>Parent Directory</source>
        <translation>Γονικός φάκελος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="72"/>
        <source>Create New Folder</source>
        <translation>Δημιουργία νέου φακέλου</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="73"/>
        <source>List View</source>
        <translation>Προβολή λίστας</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="74"/>
        <source>Detail View</source>
        <translation>Προβολή λεπτομερειών</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="75"/>
        <source>All Files (*)</source>
        <translation>Όλα τα αρχεία (*)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="76"/>
        <source>&amp;Rename</source>
        <translation>&amp;Μετονομασία</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="77"/>
        <source>&amp;Delete</source>
        <translation>&amp;Διαγραφή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="78"/>
        <source>Show &amp;hidden files</source>
        <translation>Εμφάνιση &amp;κρυφών αρχείων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="79"/>
        <source>&amp;New Folder</source>
        <translation>&amp;Νέος φάκελος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="80"/>
        <source>New Folder</source>
        <translation>Νέος φάκελος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="81"/>
        <source>Recent Places</source>
        <translation>Πρόσφατες τοποθεσίες</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="82"/>
        <source>Directory:</source>
        <translation>Φάκελος:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="83"/>
        <source>File</source>
        <translation>Αρχείο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="84"/>
        <source>File Folder</source>
        <translation>Φάκελος αρχείων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="85"/>
        <source>Folder</source>
        <translation>Φάκελος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="86"/>
        <source>Alias</source>
        <translation>Ψευδώνυμο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="87"/>
        <source>Shortcut</source>
        <translation>Συντόμευση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="88"/>
        <source>Unknown</source>
        <translation>Άγνωστο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="89"/>
        <source>Directories</source>
        <translation>Φάκελοι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="92"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>Το %1 υπάρχει ήδη.
Να αντικατασταθεί;</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="96"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Το αρχείο δεν βρέθηκε.
Έλεγξε ότι δόθηκε το σωστό όνομα αρχείου.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="100"/>
        <source>My Computer</source>
        <translation>Ο υπολογιστής μου</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="101"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Να διαγραφεί το «%1»;</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="102"/>
        <source>Find Directory</source>
        <translation>Εύρεση φακέλου</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="103"/>
        <source>Name</source>
        <translation>Όνομα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="104"/>
        <source>Size</source>
        <translation>Μέγεθος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="105"/>
        <source>Type</source>
        <translation>Τύπος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="106"/>
        <source>Date Modified</source>
        <translation>Ημερομηνία τροποποίησης</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="107"/>
        <source>Kind</source>
        <translation>Είδος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="108"/>
        <source>My Computer</source>
        <translation>Ο υπολογιστής μου</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="109"/>
        <source>Computer</source>
        <translation>Υπολογιστής</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="110"/>
        <source>Invalid filename</source>
        <translation>Μη έγκυρο όνομα αρχείου</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="47"/>
        <source>Enter a value:</source>
        <translation>Εισαγωγή τιμής:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="111"/>
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="112"/>
        <source>&amp;Redo</source>
        <translation>&amp;Επανάληψη</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="113"/>
        <source>Cu&amp;t</source>
        <translation>Α&amp;ποκοπή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="114"/>
        <source>&amp;Copy</source>
        <translation>Αντι&amp;γραφή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="115"/>
        <source>&amp;Paste</source>
        <translation>Επι&amp;κόλληση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="116"/>
        <source>Delete</source>
        <translation>Διαγραφή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="117"/>
        <source>Select All</source>
        <translation>Επιλογή όλων</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="44"/>
        <source>Show Details...</source>
        <translation>Εμφάνιση λεπτομερειών...</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="45"/>
        <source>Hide Details...</source>
        <translation>Απόκρυψη λεπτομερειών...</translation>
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
        <translation>Αποθήκευση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="28"/>
        <source>Save All</source>
        <translation>Αποθήκευση όλων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="29"/>
        <source>Open</source>
        <translation>Άνοιγμα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="30"/>
        <source>&amp;Yes</source>
        <translation>&amp;Ναι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="31"/>
        <source>Yes to &amp;All</source>
        <translation>Ναι σε ό&amp;λα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="32"/>
        <source>&amp;No</source>
        <translation>Ό&amp;χι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="33"/>
        <source>N&amp;o to All</source>
        <translation>Όχι σε όλ&amp;α</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="34"/>
        <source>Abort</source>
        <translation>Ματαίωση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="35"/>
        <source>Retry</source>
        <translation>Επανάληψη</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="36"/>
        <source>Ignore</source>
        <translation>Παράβλεψη</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="37"/>
        <source>Close</source>
        <translation>Κλείσιμο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="38"/>
        <source>Cancel</source>
        <translation>Άκυρο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="39"/>
        <source>Discard</source>
        <translation>Απόρριψη</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="40"/>
        <source>Help</source>
        <translation>Βοήθεια</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="41"/>
        <source>Apply</source>
        <translation>Εφαρμογή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="42"/>
        <source>Reset</source>
        <translation>Επαναφορά</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="43"/>
        <source>Restore Defaults</source>
        <translation>Επαναφορά προεπιλογών</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="130"/>
        <source>Scroll here</source>
        <translation>Κύλιση εδώ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="131"/>
        <source>Left edge</source>
        <translation>Αριστερό άκρο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="132"/>
        <source>Top</source>
        <translation>Αρχή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="133"/>
        <source>Right edge</source>
        <translation>Δεξί άκρο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="134"/>
        <source>Bottom</source>
        <translation>Τέλος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="135"/>
        <source>Page left</source>
        <translation>Μία σελίδα αριστερά</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="136"/>
        <source>Page up</source>
        <translation>Μία σελίδα πάνω</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="137"/>
        <source>Page right</source>
        <translation>Μία σελίδα δεξιά</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="138"/>
        <source>Page down</source>
        <translation>Μία σελίδα κάτω</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="139"/>
        <source>Scroll left</source>
        <translation>Κύλιση αριστερά</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="140"/>
        <source>Scroll up</source>
        <translation>Κύλιση πάνω</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="141"/>
        <source>Scroll right</source>
        <translation>Κύλιση δεξιά</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="142"/>
        <source>Scroll down</source>
        <translation>Κύλιση κάτω</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="118"/>
        <source>&amp;Undo</source>
        <translation>&amp;Αναίρεση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="119"/>
        <source>&amp;Redo</source>
        <translation>&amp;Επανάληψη</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="120"/>
        <source>Cu&amp;t</source>
        <translation>Α&amp;ποκοπή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="121"/>
        <source>&amp;Copy</source>
        <translation>Αντι&amp;γραφή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="122"/>
        <source>&amp;Paste</source>
        <translation>Επι&amp;κόλληση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="123"/>
        <source>Delete</source>
        <translation>Διαγραφή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="124"/>
        <source>Select All</source>
        <translation>Επιλογή όλων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="125"/>
        <source>Copy &amp;Link Location</source>
        <translation>Αντιγραφή θέσης &amp;συνδέσμου</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="65"/>
        <source>Review the game</source>
        <translation>Ανασκόπηση παιχνιδιού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="79"/>
        <source>What happened</source>
        <translation>Τι συνέβη</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="82"/>
        <source>Step</source>
        <translation>Βήμα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="87"/>
        <source>⏮ Start</source>
        <translation>⏮ Αρχή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="88"/>
        <source>◀ Back</source>
        <translation>◀ Πίσω</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="89"/>
        <source>Next ▶</source>
        <translation>Επόμενο ▶</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="90"/>
        <source>End ⏭</source>
        <translation>Τέλος ⏭</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="97"/>
        <source>Play from here</source>
        <translation>Παίξε από εδώ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="100"/>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="150"/>
        <source>Continue this game from the step shown, in your own seat</source>
        <translation>Συνέχισε αυτό το παιχνίδι από το βήμα που φαίνεται, στη θέση που είχες</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="142"/>
        <source>Nothing has been played yet.</source>
        <translation>Δεν έχει παιχτεί τίποτα ακόμη.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="152"/>
        <source>Nothing is left to play from this step: the game is decided.</source>
        <translation>Από αυτό το βήμα δεν μένει τίποτα να παιχτεί: το παιχνίδι έχει κριθεί.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="237"/>
        <source>Round %1, step %2 of %3</source>
        <translation>Γύρος %1, βήμα %2 από %3</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="241"/>
        <source>trump %1</source>
        <translation>ατού %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="243"/>
        <source>levels: us %1, them %2</source>
        <translation>επίπεδα: εμείς %1, αυτοί %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="252"/>
        <source>%1 declares with %2.</source>
        <translation>%1: δήλωση με %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="255"/>
        <source>The trump is settled; %1 starts.</source>
        <translation>Το ατού οριστικοποιήθηκε. Αρχηγός του γύρου: %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="259"/>
        <source>%1 picks up the talon: %2.</source>
        <translation>%1: παραλαβή του τάλον (%2).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="262"/>
        <source>%1 buries %2.</source>
        <translation>%1: θάβονται %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="265"/>
        <source>%1 wins the trick (%2 points).</source>
        <translation>Νικητής λεβέ: %1 (%2 πόντοι).</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="125"/>
        <source>End of the round</source>
        <translation>Τέλος του γύρου</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="127"/>
        <source>The talon:</source>
        <translation>Το τάλον:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="146"/>
        <source>Continue</source>
        <translation>Συνέχεια</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="243"/>
        <source>Rules summary</source>
        <translation>Σύνοψη κανόνων</translation>
    </message>
</context>
<context>
    <name>SaveError</name>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="80"/>
        <source>No space left on device</source>
        <translation>δεν έχει μείνει χώρος στον δίσκο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="82"/>
        <source>Disk quota exceeded</source>
        <translation>η ποσόστωση του δίσκου σου εξαντλήθηκε</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="84"/>
        <source>Permission denied</source>
        <translation>δεν υπάρχει άδεια πρόσβασης</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="86"/>
        <source>Read-only file system</source>
        <translation>ο δίσκος είναι μόνο για ανάγνωση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="88"/>
        <source>No such file or directory</source>
        <translation>δεν υπάρχει τέτοιο αρχείο ή φάκελος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="96"/>
        <source>cannot write %1: %2</source>
        <translation>δεν είναι δυνατή η εγγραφή του %1: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="167"/>
        <source>this is not a Tractor Desktop save file</source>
        <translation>αυτό δεν είναι αρχείο αποθήκευσης του Tractor Desktop</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="172"/>
        <source>the save file has no valid version number</source>
        <translation>το αρχείο αποθήκευσης δεν έχει έγκυρο αριθμό έκδοσης</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="177"/>
        <source>this game was saved by a newer version of Tractor Desktop (format %1); please update the game to open it</source>
        <translation>αυτό το παιχνίδι αποθηκεύτηκε από νεότερη έκδοση του Tractor Desktop (μορφή %1)· ενημέρωσε το παιχνίδι για να το ανοίξεις</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="188"/>
        <source>unknown save format version %1</source>
        <translation>άγνωστη έκδοση μορφής αποθήκευσης %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="196"/>
        <source>the save file lacks &apos;%1&apos;</source>
        <translation>από το αρχείο αποθήκευσης λείπει το «%1»</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="207"/>
        <source>the game in this file cannot be replayed at step %1</source>
        <translation>το παιχνίδι σε αυτό το αρχείο δεν μπορεί να αναπαραχθεί στο βήμα %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="213"/>
        <source>the game in this file cannot be replayed</source>
        <translation>το παιχνίδι σε αυτό το αρχείο δεν μπορεί να αναπαραχθεί</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="218"/>
        <source>the save file is nested too deeply</source>
        <translation>το αρχείο αποθήκευσης έχει υπερβολικά βαθιά ένθεση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="228"/>
        <source>&apos;take_backs&apos; must be a whole number from 0 to %1</source>
        <translation>το «take_backs» πρέπει να είναι ακέραιος αριθμός από 0 έως %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="255"/>
        <source>&apos;players&apos; must list the four seats</source>
        <translation>το «players» πρέπει να απαριθμεί τις τέσσερις θέσεις</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="261"/>
        <source>each player must have a name and a level</source>
        <translation>κάθε παίκτης πρέπει να έχει όνομα και επίπεδο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="266"/>
        <source>a player&apos;s name must be text of at most 60 characters</source>
        <translation>το όνομα ενός παίκτη πρέπει να είναι κείμενο έως 60 χαρακτήρων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="273"/>
        <source>unknown player level %1</source>
        <translation>άγνωστο επίπεδο παίκτη %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="344"/>
        <source>there is no file %1</source>
        <translation>δεν υπάρχει αρχείο %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="348"/>
        <source>%1 is not a file</source>
        <translation>το %1 δεν είναι αρχείο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="353"/>
        <source>%1 is too large to be a save file (%2 KB)</source>
        <translation>το %1 είναι πολύ μεγάλο για αρχείο αποθήκευσης (%2 KB)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="363"/>
        <source>cannot read %1: %2</source>
        <translation>δεν είναι δυνατή η ανάγνωση του %1: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="373"/>
        <source>%1 is not a save file (it is not text)</source>
        <translation>το %1 δεν είναι αρχείο αποθήκευσης (δεν είναι κείμενο)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="380"/>
        <source>%1 is damaged: it is not valid JSON</source>
        <translation>το %1 είναι κατεστραμμένο: δεν είναι έγκυρο JSON</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="180"/>
        <source>this position cannot be played on</source>
        <translation>δεν μπορείς να συνεχίσεις το παιχνίδι από αυτή τη θέση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="280"/>
        <source>the game is not autosaved</source>
        <translation>το παιχνίδι δεν αποθηκεύεται αυτόματα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="411"/>
        <source>choose a file to save to</source>
        <translation>διάλεξε ένα αρχείο για να αποθηκεύσεις</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="66"/>
        <source>Round</source>
        <translation>Γύρος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="67"/>
        <source>Declarers</source>
        <translation>Δηλωτές</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="68"/>
        <source>Points</source>
        <translation>Πόντοι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="69"/>
        <source>Result</source>
        <translation>Αποτέλεσμα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="70"/>
        <source>Levels</source>
        <translation>Επίπεδα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="142"/>
        <source>Us (N–S)</source>
        <translation>Εμείς (Β–Ν)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="142"/>
        <source>Them (E–W)</source>
        <translation>Αυτοί (Α–Δ)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="457"/>
        <source>Your statistics could not be saved: %1</source>
        <translation>Δεν ήταν δυνατό να αποθηκευτούν τα στατιστικά σου: %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="111"/>
        <source>Settings</source>
        <translation>Ρυθμίσεις</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="115"/>
        <source>&amp;Rules</source>
        <translation>&amp;Κανόνες</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="116"/>
        <source>&amp;Players</source>
        <translation>&amp;Παίκτες</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="117"/>
        <source>&amp;Table</source>
        <translation>&amp;Τραπέζι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="118"/>
        <source>&amp;Language</source>
        <translation>&amp;Γλώσσα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="148"/>
        <source>These rules apply to the next new game.</source>
        <translation>Αυτοί οι κανόνες ισχύουν από το επόμενο νέο παιχνίδι.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="154"/>
        <source>Rule preset</source>
        <translation>Σύνολο κανόνων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="158"/>
        <source>&amp;Standard rules</source>
        <translation>Τυπικοί κα&amp;νόνες</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="212"/>
        <source>The game in progress keeps its own rules: %1</source>
        <translation>Το τρέχον παιχνίδι κρατά τους δικούς του κανόνες: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="213"/>
        <source>the standard rules</source>
        <translation>οι τυπικοί κανόνες</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="239"/>
        <source>You (South)</source>
        <translation>Εσύ (Νότος)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="240"/>
        <source>East</source>
        <translation>Ανατολή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="241"/>
        <source>North (partner)</source>
        <translation>Βορράς (συμπαίκτης)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="242"/>
        <source>West</source>
        <translation>Δύση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="250"/>
        <source>Name of %1</source>
        <translation>Όνομα: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="258"/>
        <source>Level of %1</source>
        <translation>Επίπεδο δυσκολίας: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="271"/>
        <source>Animation speed</source>
        <translation>Ταχύτητα εφέ κίνησης</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="276"/>
        <source>Card size</source>
        <translation>Μέγεθος φύλλων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="277"/>
        <source>Four-colour suits (♦ blue, ♣ green)</source>
        <translation>Τετράχρωμη τράπουλα (♦ μπλε, ♣ πράσινο)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="282"/>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="290"/>
        <source>Card back colour</source>
        <translation>Χρώμα πλάτης φύλλων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="287"/>
        <source>Other colour…</source>
        <translation>Άλλο χρώμα…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="291"/>
        <source>Confirm before playing (drags only select)</source>
        <translation>Επιβεβαίωση πριν από το παίξιμο (το σύρσιμο μόνο επιλέγει)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="293"/>
        <source>Offer hints</source>
        <translation>Εμφάνιση υποδείξεων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="295"/>
        <source>Play a forced last card by itself</source>
        <translation>Αυτόματο παίξιμο αναγκαστικού τελευταίου φύλλου</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="297"/>
        <source>Pause the draw when I can declare</source>
        <translation>Παύση του τραβήγματος όταν μπορώ να δηλώσω</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="299"/>
        <source>A moment to read the declare button and choose, when the chance first comes</source>
        <translation>Λίγος χρόνος για να διαβάσεις το κουμπί δήλωσης και να αποφασίσεις, την πρώτη φορά που σου δίνεται η ευκαιρία</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="302"/>
        <source>Allow taking back moves (Ctrl+Z)</source>
        <translation>Δυνατότητα αναίρεσης κινήσεων (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="304"/>
        <source>Games with take-backs are counted separately in the statistics</source>
        <translation>Τα παιχνίδια με αναιρέσεις μετράνε χωριστά στα στατιστικά</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="307"/>
        <source>Show the card memory</source>
        <translation>Εμφάνιση της μνήμης φύλλων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="318"/>
        <source>Sounds</source>
        <translation>Ήχοι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="325"/>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="338"/>
        <source>Volume</source>
        <translation>Ένταση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="330"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="345"/>
        <source>System default</source>
        <translation>Προεπιλογή συστήματος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="350"/>
        <source>Language</source>
        <translation>Γλώσσα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="351"/>
        <source>A new language applies after a restart.</source>
        <translation>Η νέα γλώσσα ισχύει μετά από επανεκκίνηση.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="379"/>
        <source>Custom</source>
        <translation>Προσαρμοσμένοι κανόνες</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="411"/>
        <source>Custom colour</source>
        <translation>Προσαρμοσμένο χρώμα</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="170"/>
        <source>The settings file could not be read; the defaults are used.</source>
        <translation>Δεν ήταν δυνατή η ανάγνωση του αρχείου ρυθμίσεων· χρησιμοποιούνται οι προεπιλεγμένες ρυθμίσεις.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="435"/>
        <source>%1 and %n more</source>
        <translation>%1 και %n ακόμη</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="438"/>
        <source>Some settings could not be read and were reset: %1.</source>
        <translation>Ορισμένες ρυθμίσεις δεν ήταν δυνατό να διαβαστούν και επανήλθαν στις προεπιλογές: %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="264"/>
        <source>The settings file is not a regular file; the settings were not saved.</source>
        <translation>Το αρχείο ρυθμίσεων δεν είναι κανονικό αρχείο· οι ρυθμίσεις δεν αποθηκεύτηκαν.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="148"/>
        <source>The settings file is not a regular file; the defaults are used.</source>
        <translation>Το αρχείο ρυθμίσεων δεν είναι κανονικό αρχείο· χρησιμοποιούνται οι προεπιλεγμένες ρυθμίσεις.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="156"/>
        <source>The settings file is too large (%1 KB; the game&apos;s own are at most %2 KB); the defaults are used.</source>
        <translation>Το αρχείο ρυθμίσεων είναι πολύ μεγάλο (%1 KB· του παιχνιδιού είναι το πολύ %2 KB)· χρησιμοποιούνται οι προεπιλεγμένες ρυθμίσεις.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="161"/>
        <source>The settings file is too large (%1 KB; the game&apos;s own are at most %2 KB); the defaults are used, and the file was kept as %3.</source>
        <translation>Το αρχείο ρυθμίσεων είναι πολύ μεγάλο (%1 KB· του παιχνιδιού είναι το πολύ %2 KB)· χρησιμοποιούνται οι προεπιλεγμένες ρυθμίσεις και το αρχείο φυλάχτηκε ως %3.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="270"/>
        <source>The settings file is too large and could not be moved aside; the settings were not saved.</source>
        <translation>Το αρχείο ρυθμίσεων είναι πολύ μεγάλο και δεν ήταν δυνατό να μετακινηθεί· οι ρυθμίσεις δεν αποθηκεύτηκαν.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="281"/>
        <source>The settings could not be saved to %1.</source>
        <translation>Δεν ήταν δυνατή η αποθήκευση των ρυθμίσεων στο %1.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../tractor_desktop/app/statistics.py" line="129"/>
        <source>Your statistics file was damaged and could not be read, so your statistics start afresh. The damaged file was kept as %1.</source>
        <translation>Το αρχείο των στατιστικών σου είχε καταστραφεί και δεν ήταν δυνατό να διαβαστεί, οπότε τα στατιστικά σου ξεκινούν από την αρχή. Το κατεστραμμένο αρχείο φυλάχτηκε ως %1.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="43"/>
        <source>Statistics</source>
        <translation>Στατιστικά</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="51"/>
        <source>Games</source>
        <translation>Παιχνίδια</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="53"/>
        <source>All games</source>
        <translation>Όλα τα παιχνίδια</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="54"/>
        <source>Without take-backs</source>
        <translation>Χωρίς αναιρέσεις</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="55"/>
        <source>With take-backs</source>
        <translation>Με αναιρέσεις</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="56"/>
        <source>Given up (lost)</source>
        <translation>Εγκαταλειμμένα (ήττες)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="59"/>
        <source>A game you give up unfinished counts as lost, unless a save file holds it as it stands. Games and rounds you made no move in are not counted.</source>
        <translation>Ένα παιχνίδι που εγκαταλείπεις πριν τελειώσει μετράει ως ήττα, εκτός αν είναι αποθηκευμένο σε αρχείο όπως βρίσκεται. Τα παιχνίδια και οι γύροι στους οποίους δεν έκανες καμία κίνηση δεν μετράνε.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="64"/>
        <source>Rounds</source>
        <translation>Γύροι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="66"/>
        <source>All rounds</source>
        <translation>Όλοι οι γύροι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="67"/>
        <source>As declarers</source>
        <translation>Ως δηλωτές</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="68"/>
        <source>As opponents</source>
        <translation>Ως αντίπαλοι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="69"/>
        <source>After a take-back</source>
        <translation>Μετά από αναίρεση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="72"/>
        <source>Rounds played after a take-back count only in their own row and add no levels.</source>
        <translation>Οι γύροι που παίχτηκαν μετά από αναίρεση μετράνε μόνο στη δική τους γραμμή και δεν προσθέτουν επίπεδα.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="76"/>
        <source>Games by the opponents&apos; strength</source>
        <translation>Παιχνίδια ανά δυσκολία αντιπάλων</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="79"/>
        <source>A game counts under the stronger of your two opponents. Games with take-backs are not counted here.</source>
        <translation>Κάθε παιχνίδι μετράει στη δυσκολία του ισχυρότερου από τους δύο αντιπάλους σου. Τα παιχνίδια με αναιρέσεις δεν μετράνε εδώ.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="84"/>
        <source>Streaks and levels</source>
        <translation>Σερί και επίπεδα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="86"/>
        <source>Current winning streak</source>
        <translation>Τρέχον σερί νικών</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="87"/>
        <source>Longest winning streak</source>
        <translation>Μεγαλύτερο σερί νικών</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="88"/>
        <source>Levels gained</source>
        <translation>Επίπεδα που κέρδισες</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="89"/>
        <source>Highest level reached</source>
        <translation>Υψηλότερο επίπεδο που έφτασες</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="92"/>
        <source>A streak counts the games won in a row without take-backs; a game won with take-backs does not add to it, and any lost game ends it.</source>
        <translation>Το σερί μετράει τις συνεχόμενες νίκες χωρίς αναιρέσεις· μια νίκη με αναιρέσεις δεν το αυξάνει, και κάθε ήττα το διακόπτει.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="107"/>
        <source>Reset</source>
        <translation>Μηδενισμός</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="134"/>
        <source>Won</source>
        <translation>Νίκες</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="134"/>
        <source>Played</source>
        <translation>Σύνολο</translation>
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
            <numerusform>%n παιχνίδι</numerusform>
            <numerusform>%n παιχνίδια</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="230"/>
        <source>Reset statistics</source>
        <translation>Μηδενισμός στατιστικών</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="231"/>
        <source>Clear all your statistics? This cannot be undone.</source>
        <translation>Να διαγραφούν όλα τα στατιστικά σου; Αυτό δεν μπορεί να αναιρεθεί.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_scene.py" line="345"/>
        <source>Talon</source>
        <translation>Τάλον</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_view.py" line="33"/>
        <source>Card table</source>
        <translation>Τραπέζι</translation>
    </message>
</context>
<context>
    <name>TrickHistoryModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="158"/>
        <source>Plays, from the leader</source>
        <translation>Φύλλα, από αυτόν που άνοιξε</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="159"/>
        <source>Won by</source>
        <translation>Νικητής</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="160"/>
        <source>Points</source>
        <translation>Πόντοι</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="103"/>
        <source>The round is over: the opponents have %1 points, fewer than 80, so your side wins it and goes up in level. The summary in front shows the talon, the points and the new levels; press Continue there to end the lesson.</source>
        <translation>Ο γύρος τελείωσε: οι αντίπαλοι έχουν %1 πόντους, λιγότερους από 80, οπότε η ομάδα σου κερδίζει τον γύρο και ανεβαίνει επίπεδο. Το παράθυρο «Τέλος του γύρου» δείχνει το τάλον, τους πόντους και τα νέα επίπεδα· πάτα εκεί «Συνέχεια» για να τελειώσει το μάθημα.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="109"/>
        <source>The round is over: the opponents have %1 points, 80 or more, so they take over: they are the declarers next round, and from 120 points they go up in level too. The summary in front shows the talon, the points and the levels; press Continue there to end the lesson.</source>
        <translation>Ο γύρος τελείωσε: οι αντίπαλοι έχουν %1 πόντους, 80 ή περισσότερους, οπότε παίρνουν τη θέση σας: στον επόμενο γύρο δηλωτές είναι αυτοί, και από τους 120 πόντους και πάνω ανεβαίνουν και επίπεδο. Το παράθυρο «Τέλος του γύρου» δείχνει το τάλον, τους πόντους και τα επίπεδα· πάτα εκεί «Συνέχεια» για να τελειώσει το μάθημα.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="125"/>
        <source>Welcome! You are South, at the bottom; North, at the top, is your partner against East and West. You make your own moves in this round, and the others&apos; moves are arranged so that every rule turns up.</source>
        <translation>Καλώς ήρθες! Είσαι ο Νότος, κάτω· ο Βορράς, επάνω, είναι ο συμπαίκτης σου εναντίον της Ανατολής και της Δύσης. Σε αυτόν τον γύρο κάνεις εσύ τις κινήσεις σου, ενώ οι κινήσεις των άλλων είναι προκαθορισμένες ώστε να εμφανιστούν όλοι οι κανόνες.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="135"/>
        <source>First the cards are drawn one at a time, 25 for each player; the last 8 are the talon. The trump rank of the first round is 2: showing a 2 makes its suit trumps. That is declaring.</source>
        <translation>Πρώτα τραβιούνται τα φύλλα ένα ένα, 25 για κάθε παίκτη· τα τελευταία 8 είναι το τάλον. Στον πρώτο γύρο η αξία ατού είναι το 2: όποιος δείξει ένα 2 κάνει ατού το χρώμα του. Αυτό λέγεται δήλωση.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="164"/>
        <source>All cards are drawn, and each player in turn has a last chance to declare. You have nothing stronger to show: press No declaration.</source>
        <translation>Τραβήχτηκαν όλα τα φύλλα και κάθε παίκτης, με τη σειρά, έχει μια τελευταία ευκαιρία να δηλώσει. Δεν έχεις κάτι ισχυρότερο να δείξεις: πάτα «Πάσο».</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="183"/>
        <source>As the starter you picked up the talon: its 8 cards are marked in your hand. Bury 8 cards face down in their place: select the highlighted ones, low cards without points, and press Bury.</source>
        <translation>Ως αρχηγός του γύρου πήρες το τάλον: τα 8 φύλλα του ξεχωρίζουν στο χέρι σου. Θάψε 8 φύλλα κλειστά στη θέση τους: διάλεξε τα επισημασμένα, χαμηλά φύλλα χωρίς πόντους, και πάτα «Θάψε 8 φύλλα».</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="193"/>
        <source>You lead the first trick. The simplest lead is a single card: click your %1, then press Play. The others must follow with a heart if they have one.</source>
        <translation>Ανοίγεις εσύ την πρώτη λεβέ. Το πιο απλό άνοιγμα είναι ένα μονό φύλλο: κάνε κλικ στο φύλλο %1 και μετά πάτα «Παίξε». Οι άλλοι πρέπει να ακολουθήσουν με κούπα, αν έχουν.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="202"/>
        <source>Everyone followed with a heart and your Ace won; the winner leads the next trick. Now lead a pair, two identical cards: your %1.</source>
        <translation>Όλοι ακολούθησαν με κούπα και ο άσσος σου κέρδισε· όποιος κερδίζει μια λεβέ ανοίγει την επόμενη. Τώρα άνοιξε με ζευγάρι, δηλαδή δύο ίδια φύλλα: το ζευγάρι σου %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="211"/>
        <source>A pair is followed by a pair of the suit if one is held (North), else by two cards of the suit (East). Now lead a tractor, pairs next to each other in rank: %1.</source>
        <translation>Σε ζευγάρι απαντάς με ζευγάρι του ίδιου χρώματος, αν έχεις (ο Βορράς), αλλιώς με δύο φύλλα του χρώματος (η Ανατολή). Τώρα άνοιξε με τρακτέρ, δηλαδή ζευγάρια με διαδοχική αξία: %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="145"/>
        <source>You have just drawn a 2, the %1. Declare it with its button below the table: diamonds become trumps and, unless someone cancels it, you become the starter.</source>
        <translation>Μόλις τράβηξες ένα 2, το %1. Δήλωσέ το με το κουμπί του κάτω από το τραπέζι: τα καρό γίνονται ατού και, αν δεν ακυρώσει κάποιος τη δήλωση, γίνεσαι ο αρχηγός του γύρου.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="154"/>
        <source>You and North are now the declarers. A single 2 can still be cancelled by two identical 2s or two identical jokers, but no one shows them this time: the draw goes on.</source>
        <translation>Εσύ και ο Βορράς είστε τώρα οι δηλωτές. Ένα μονό 2 μπορεί ακόμη να ακυρωθεί με δύο ίδια 2 ή δύο ίδια τζόκερ, αλλά αυτή τη φορά κανείς δεν τα δείχνει: το τράβηγμα των φύλλων συνεχίζεται.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="173"/>
        <source>The trump is settled: every diamond, every 2 and the jokers are trumps, from high to low: big joker, small joker, 2♦, the other 2s (equal to each other), then A♦ K♦ and so on. Your hand keeps the trumps together at the right.</source>
        <translation>Το ατού οριστικοποιήθηκε: όλα τα καρό, όλα τα 2 και τα τζόκερ είναι ατού, από το υψηλότερο στο χαμηλότερο: μεγάλο τζόκερ, μικρό τζόκερ, 2♦, τα άλλα 2 (ισοδύναμα μεταξύ τους) και μετά A♦ K♦ και ούτω καθεξής. Στο χέρι σου τα ατού μένουν μαζί, στα δεξιά.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="220"/>
        <source>East had to play its pair of A♣: followers play as many pairs of the suit as they can. Now lead top cards all at once (a throw): %1. Both K♠ are gone and you hold both A♠, so no one can beat either part.</source>
        <translation>Η Ανατολή έπρεπε να παίξει το ζευγάρι A♣ της: όσοι ακολουθούν παίζουν όσα περισσότερα ζευγάρια του χρώματος μπορούν. Τώρα άνοιξε με πολλά ψηλά φύλλα μαζί, που δεν νικιούνται (άνοιγμα με ψηλά φύλλα): %1. Και οι δύο K♠ έχουν φύγει και έχεις και τους δύο A♠, οπότε κανείς δεν μπορεί να νικήσει κανένα από τα δύο μέρη.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="230"/>
        <source>The throw won the trick. A throw fails if another player can beat any part of it: see what happens when you lead %1 together.</source>
        <translation>Το άνοιγμα με ψηλά φύλλα κέρδισε τη λεβέ. Ένα τέτοιο άνοιγμα αποτυγχάνει αν κάποιος άλλος παίκτης μπορεί να νικήσει οποιοδήποτε μέρος του: δες τι γίνεται όταν ανοίγεις μαζί τα %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="239"/>
        <source>East can beat your clubs with the K♣, so the throw failed: you take the 10♣ back and only the lower card, the 7♣, is led. The penalty: the opponents gain 10 points for each card taken back.</source>
        <translation>Η Ανατολή μπορεί να νικήσει τα σπαθιά σου με τον K♣, οπότε το άνοιγμα απέτυχε: παίρνεις πίσω το 10♣ και παίζεται μόνο το χαμηλότερο φύλλο, το 7♣. Η ποινή: οι αντίπαλοι κερδίζουν 10 πόντους για κάθε φύλλο που παίρνεται πίσω.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="249"/>
        <source>East won the trick. Points are the 5s (5 each), the 10s and the Kings (10 each); only the opponents, East and West, collect them in the tricks they win: 10 here, and 10 for the penalty.</source>
        <translation>Η Ανατολή κέρδισε τη λεβέ. Πόντους δίνουν τα πεντάρια (5 το καθένα), τα δεκάρια και οι ρηγάδες (10 το καθένα)· μόνο οι αντίπαλοι, η Ανατολή και η Δύση, τους μαζεύουν από τις λεβέδες που κερδίζουν: 10 εδώ, και 10 από την ποινή.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="259"/>
        <source>East led the K♥. While you hold cards of the suit led you must play one: play your %1. West&apos;s K♥ equals East&apos;s, and of equal cards the first played wins.</source>
        <translation>Η Ανατολή άνοιξε με τον K♥. Όσο έχεις φύλλα από το χρώμα του ανοίγματος, πρέπει να παίξεις ένα από αυτά: παίξε το %1 σου. Ο K♥ της Δύσης είναι ίσος με της Ανατολής, και ανάμεσα σε ίσα φύλλα κερδίζει αυτό που παίχτηκε πρώτο.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="268"/>
        <source>East took 30 points and leads a pair of hearts. Holding a pair of hearts, you must follow with it, not with two different hearts: play your %1.</source>
        <translation>Η Ανατολή πήρε 30 πόντους και ανοίγει με ζευγάρι κούπες. Αφού έχεις ζευγάρι κούπες, πρέπει να απαντήσεις με αυτό, όχι με δύο διαφορετικές κούπες: παίξε το ζευγάρι σου %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="277"/>
        <source>West had no hearts left, so it could play trumps: its pair of big jokers won. You have seen the main rules of play; play the rest of the round yourself (Hint suggests a move).</source>
        <translation>Η Δύση δεν είχε άλλες κούπες, οπότε μπορούσε να παίξει ατού: το ζευγάρι μεγάλων τζόκερ της κέρδισε. Είδες τους κύριους κανόνες του παιχνιδιού· παίξε μόνος σου τον υπόλοιπο γύρο (η «Υπόδειξη» προτείνει μια κίνηση).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="287"/>
        <source>Play on until every card is played. If the opponents win the last trick, the points buried in the talon count for them too, multiplied by twice the number of cards each player played to that trick.</source>
        <translation>Συνέχισε μέχρι να παιχτούν όλα τα φύλλα. Αν οι αντίπαλοι κερδίσουν την τελευταία λεβέ, μετράνε γι&apos; αυτούς και οι πόντοι που είναι θαμμένοι στο τάλον, πολλαπλασιασμένοι επί το διπλάσιο του αριθμού των φύλλων που έπαιξε ο κάθε παίκτης σε αυτή τη λεβέ.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="88"/>
        <source>The lesson did not start: your game could not be saved first (%1). It goes on as it was.</source>
        <translation>Το μάθημα δεν ξεκίνησε: το παιχνίδι σου δεν μπόρεσε πρώτα να αποθηκευτεί (%1). Συνεχίζεται όπως ήταν.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="108"/>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="196"/>
        <source>Learn to play</source>
        <translation>Μάθε να παίζεις</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="109"/>
        <source>The lesson takes the table for one round. Your game in progress is saved and comes back when the lesson ends. Start the lesson?</source>
        <translation>Το μάθημα χρησιμοποιεί το τραπέζι για έναν γύρο. Το τρέχον παιχνίδι σου αποθηκεύεται και επιστρέφει όταν τελειώσει το μάθημα. Να ξεκινήσει το μάθημα;</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="234"/>
        <source>Lesson</source>
        <translation>Μάθημα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="244"/>
        <source>Back</source>
        <translation>Πίσω</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="245"/>
        <source>Next</source>
        <translation>Επόμενο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="246"/>
        <source>Leave the lesson</source>
        <translation>Έξοδος από το μάθημα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="296"/>
        <source>Learn to play: step %1 of %2</source>
        <translation>Μάθε να παίζεις: βήμα %1 από %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="351"/>
        <source>Declare the %1 now: press its Declare button.</source>
        <translation>Δήλωσε τώρα το %1: πάτα το κουμπί δήλωσής του.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="355"/>
        <source>Press No declaration: your 2♦ stands.</source>
        <translation>Πάτα «Πάσο»: η δήλωσή σου με το 2♦ ισχύει.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="357"/>
        <source>Select exactly the highlighted cards, then press Bury.</source>
        <translation>Διάλεξε ακριβώς τα επισημασμένα φύλλα και μετά πάτα «Θάψε 8 φύλλα».</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="361"/>
        <source>This step asks for %1: select exactly the highlighted cards, then press Play.</source>
        <translation>Αυτό το βήμα ζητά τα φύλλα %1: διάλεξε ακριβώς τα επισημασμένα φύλλα και μετά πάτα «Παίξε».</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="366"/>
        <source>Not now: the lesson tells you when it is your move.</source>
        <translation>Όχι τώρα: το μάθημα θα σου πει πότε είναι η σειρά σου.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="423"/>
        <source>Your game could not be brought back: %1</source>
        <translation>Δεν ήταν δυνατό να επανέλθει το παιχνίδι σου: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="431"/>
        <source>Your game is back where you left it.</source>
        <translation>Το παιχνίδι σου επανήλθε εκεί που το άφησες.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="29"/>
        <source>Welcome to Tractor Desktop</source>
        <translation>Καλώς ήρθες στο Tractor Desktop</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="34"/>
        <source>Welcome to Tractor</source>
        <translation>Καλώς ήρθες στο Tractor</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="43"/>
        <source>Tractor (升级, &quot;level up&quot;) is a card game for four players in two teams, with two packs. You play with North, opposite you, against East and West: win tricks with points in them, and your side climbs from 2 to Ace.</source>
        <translation>Το Tractor (升级, «ανέβα επίπεδο») είναι ένα παιχνίδι με χαρτιά για τέσσερις παίκτες σε δύο ομάδες, με δύο τράπουλες. Παίζεις με τον Βορρά, απέναντί σου, εναντίον της Ανατολής και της Δύσης: κέρδισε λεβέδες που έχουν πόντους και η ομάδα σου θα ανέβει από το 2 ως τον άσσο.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="52"/>
        <source>Learn to play</source>
        <translation>Μάθε να παίζεις</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="53"/>
        <source>A guided first round: the game shows you each step, you play the cards.</source>
        <translation>Ένας πρώτος γύρος με καθοδήγηση: το παιχνίδι σού δείχνει κάθε βήμα κι εσύ παίζεις τα φύλλα.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="57"/>
        <source>Play a game</source>
        <translation>Παίξε ένα παιχνίδι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="58"/>
        <source>Against three computer players, your partner opposite you.</source>
        <translation>Με τρεις παίκτες του υπολογιστή· ο συμπαίκτης σου κάθεται απέναντί σου.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="64"/>
        <source>Host a table for friends…</source>
        <translation>Δημιουργία τραπεζιού για φίλους…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="65"/>
        <source>Join a friend&apos;s table…</source>
        <translation>Συμμετοχή σε τραπέζι φίλου…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="73"/>
        <source>All of these are in the Game and Help menus too; this welcome is shown once.</source>
        <translation>Όλα αυτά υπάρχουν και στα μενού «Παιχνίδι» και «Βοήθεια»· αυτό το καλωσόρισμα εμφανίζεται μόνο μία φορά.</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="75"/>
        <source>Level table: %1 points</source>
        <translation>Πίνακας επιπέδων: %1 πόντοι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="37"/>
        <source>We won the last trick: talon points %1 × %2 = %3</source>
        <translation>Την τελευταία λεβέ την πήραμε εμείς: πόντοι τάλον %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="41"/>
        <source>They won the last trick: talon points %1 × %2 = %3</source>
        <translation>Την τελευταία λεβέ την πήραν αυτοί: πόντοι τάλον %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="52"/>
        <source>They won the last trick as declarers: the talon&apos;s %1 points do not count.</source>
        <translation>Την τελευταία λεβέ την πήραν αυτοί ως δηλωτές: οι %1 πόντοι του τάλον δεν μετράνε.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="57"/>
        <source>We won the last trick as declarers: the talon&apos;s %1 points do not count.</source>
        <translation>Την τελευταία λεβέ την πήραμε εμείς ως δηλωτές: οι %1 πόντοι του τάλον δεν μετράνε.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="63"/>
        <source>Our points: %1 in tricks, %2 in all</source>
        <translation>Οι πόντοι μας: %1 από λεβέδες, %2 συνολικά</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="65"/>
        <source>Their points: %1 in tricks, %2 in all</source>
        <translation>Οι πόντοι τους: %1 από λεβέδες, %2 συνολικά</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="72"/>
        <source>Level table: no points (0 or less)</source>
        <translation>Πίνακας επιπέδων: χωρίς πόντους (0 ή λιγότεροι)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="82"/>
        <source>%1 defend: levels +%2</source>
        <translation>%1: νίκη ως δηλωτές, επίπεδα +%2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="88"/>
        <source>%1 take over: levels +%2</source>
        <translation>%1: νέοι δηλωτές, επίπεδα +%2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="94"/>
        <source>%1 take over (80–115 points: no level gained)</source>
        <translation>%1: νέοι δηλωτές (80–115 πόντοι: κανένα επίπεδο)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="100"/>
        <source>Levels now: Us %1, Them %2</source>
        <translation>Επίπεδα τώρα: Εμείς %1, Αυτοί %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="107"/>
        <source>%1 go past Ace and win the game!</source>
        <translation>%1: πέρα από τον άσσο — νίκη στο παιχνίδι!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="113"/>
        <source>%1 starts the next round.</source>
        <translation>Αρχηγός του επόμενου γύρου: %1.</translation>
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
&lt;h2&gt;Το Tractor με λίγα λόγια&lt;/h2&gt;
&lt;p&gt;Τέσσερις παίκτες σε δύο ομάδες: εσύ (Νότος) και ο Βορράς εναντίον της Ανατολής και της Δύσης. Δύο τράπουλες
με τέσσερα τζόκερ, 108 φύλλα. Οι ρηγάδες και τα δεκάρια μετράνε 10 πόντους, τα πεντάρια 5: συνολικά 200 πόντοι στην τράπουλα.&lt;/p&gt;
&lt;h3&gt;Επίπεδα και ατού&lt;/h3&gt;
&lt;p&gt;Και οι δύο ομάδες ξεκινούν από το επίπεδο 2 και ανεβαίνουν προς τον άσσο· νικά η ομάδα που θα ξεπεράσει πρώτη τον άσσο.
Σε κάθε γύρο, η αξία ατού είναι το επίπεδο της ομάδας των δηλωτών. Όσο τραβιούνται τα φύλλα, δείξε ένα φύλλο της αξίας
ατού για να κάνεις το χρώμα του ατού· ένα ζευγάρι τέτοιων φύλλων υπερισχύει ενός μονού· ένα ζευγάρι ίδιων τζόκερ
υπερισχύει όλων και σημαίνει ότι δεν υπάρχει χρώμα ατού.&lt;/p&gt;
&lt;p&gt;Τα ατού, από το υψηλότερο στο χαμηλότερο: κόκκινο τζόκερ, μαύρο τζόκερ, το φύλλο της αξίας ατού στο χρώμα ατού, τα άλλα
φύλλα της αξίας ατού (ισοδύναμα μεταξύ τους) και μετά το χρώμα ατού από τον άσσο και κάτω. Όλα τα ατού μετράνε ως ένα χρώμα.&lt;/p&gt;
&lt;h3&gt;Το τάλον&lt;/h3&gt;
&lt;p&gt;Ο αρχηγός του γύρου παίρνει τα 8 φύλλα που περισσεύουν και θάβει 8. Αν οι αντίπαλοι κερδίσουν την τελευταία λεβέ,
οι πόντοι που είναι θαμμένοι εκεί μετράνε γι&apos; αυτούς, πολλαπλασιασμένοι επί το διπλάσιο του αριθμού των φύλλων που έπαιξε ο καθένας.&lt;/p&gt;
&lt;h3&gt;Λεβέδες&lt;/h3&gt;
&lt;p&gt;Άνοιξε με ένα μονό φύλλο, ένα &lt;b&gt;ζευγάρι&lt;/b&gt; (δύο ίδια φύλλα), ένα &lt;b&gt;τρακτέρ&lt;/b&gt; (διαδοχικά ζευγάρια του ίδιου
χρώματος) ή μερικά &lt;b&gt;ψηλά φύλλα&lt;/b&gt; ενός χρώματος που κανείς δεν μπορεί να νικήσει. Οι άλλοι πρέπει να ακολουθήσουν
το χρώμα και να απαντήσουν με ζευγάρια όσο μπορούν. Ένα άνοιγμα με ψηλά φύλλα που τελικά νικιέται κοστίζει 10
πόντους για κάθε φύλλο που παίρνεται πίσω.&lt;/p&gt;
&lt;h3&gt;Βαθμολογία&lt;/h3&gt;
&lt;p&gt;Πόντους μαζεύουν μόνο οι αντίπαλοι. Κάτω από 40: οι δηλωτές ανεβαίνουν 2 επίπεδα (3 αν οι αντίπαλοι δεν έχουν κανέναν πόντο)·
40–75: οι δηλωτές +1· 80 ή περισσότεροι: οι αντίπαλοι γίνονται δηλωτές και κερδίζουν ένα επίπεδο για κάθε
40 πόντους πάνω από τους 80.&lt;/p&gt;
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
&lt;h3&gt;Γύροι χωρίς ατού&lt;/h3&gt;
&lt;p&gt;Όταν δηλωθεί ζευγάρι τζόκερ, ατού είναι μόνο τα τέσσερα τζόκερ. Με αυτούς τους κανόνες τα φύλλα
της αξίας ατού είναι τότε κανονικά φύλλα του χρώματός τους, στη συνηθισμένη τους θέση από τον άσσο και κάτω·
το επίπεδο της ομάδας των δηλωτών προχωρά κανονικά στο τέλος του γύρου. Σε πολλά τραπέζια τα φύλλα της αξίας
ατού μένουν ατού ακόμη και τότε: έτσι παίζεται με την επιλογή κανόνα «Τα φύλλα της αξίας ατού μένουν ατού χωρίς χρώμα ατού»
στις Ρυθμίσεις.&lt;/p&gt;
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
&lt;p&gt;Tractor (升级 / 拖拉机): παίξε χωρίς σύνδεση εναντίον τριών παικτών του υπολογιστή ή με φίλους
μέσω δικτύου.&lt;/p&gt;
&lt;p&gt;Copyright © 2026 οι δημιουργοί του Tractor Desktop. Διατίθεται με την άδεια MIT (MIT License).&lt;/p&gt;
&lt;p&gt;Το πρόγραμμα χρησιμοποιεί το Qt μέσω του PySide6 (Qt for Python), βάσει της άδειας GNU Lesser General
Public License έκδοση 3. Qt: © The Qt Company Ltd. και άλλοι συντελεστές. Μπορείς να αντικαταστήσεις
τις βιβλιοθήκες Qt που χρησιμοποιεί αυτό το πρόγραμμα με δική σου έκδοση· το πλήρες κείμενο της LGPL βρίσκεται στη διεύθυνση
https://www.gnu.org/licenses/lgpl-3.0.html.&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="25"/>
        <source>spades</source>
        <translation>μπαστούνι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="26"/>
        <source>hearts</source>
        <translation>κούπα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="27"/>
        <source>diamonds</source>
        <translation>καρό</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="28"/>
        <source>clubs</source>
        <translation>σπαθί</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="29"/>
        <source>no trump</source>
        <translation>χωρίς ατού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="30"/>
        <source>trumps</source>
        <translation>ατού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="35"/>
        <source>Jack</source>
        <translation>Βαλές</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="36"/>
        <source>Queen</source>
        <translation>Ντάμα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="37"/>
        <source>King</source>
        <translation>Ρήγας</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="38"/>
        <source>Ace</source>
        <translation>Άσσος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="46"/>
        <source>Red joker (big)</source>
        <translation>Κόκκινο τζόκερ (μεγάλο)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="48"/>
        <source>Black joker (small)</source>
        <translation>Μαύρο τζόκερ (μικρό)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="55"/>
        <source>%1 of %2</source>
        <comment>a face card or an Ace: Queen of hearts</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="57"/>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="65"/>
        <source>Big joker</source>
        <translation>Μεγάλο τζόκερ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="67"/>
        <source>Small joker</source>
        <translation>Μικρό τζόκερ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="81"/>
        <source>Declare no trump (pair of big jokers)</source>
        <translation>Δήλωσε χωρίς ατού (ζευγάρι μεγάλων τζόκερ)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="82"/>
        <source>Declare no trump (pair of small jokers)</source>
        <translation>Δήλωσε χωρίς ατού (ζευγάρι μικρών τζόκερ)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="90"/>
        <source>South (you)</source>
        <translation>Νότος (εσύ)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="91"/>
        <location filename="../../tractor_desktop/ui/names.py" line="107"/>
        <source>East</source>
        <translation>Ανατολή</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="92"/>
        <location filename="../../tractor_desktop/ui/names.py" line="108"/>
        <source>North</source>
        <translation>Βορράς</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="93"/>
        <location filename="../../tractor_desktop/ui/names.py" line="109"/>
        <source>West</source>
        <translation>Δύση</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="100"/>
        <source>South</source>
        <translation>Νότος</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="106"/>
        <source>You</source>
        <translation>Εσύ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="128"/>
        <source>Us (N–S)</source>
        <translation>Εμείς (Β–Ν)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="130"/>
        <source>Them (E–W)</source>
        <translation>Αυτοί (Α–Δ)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="143"/>
        <source>Points</source>
        <translation>Πόντοι</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="145"/>
        <source>Our points</source>
        <translation>Οι πόντοι μας</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="146"/>
        <source>Their points</source>
        <translation>Οι πόντοι τους</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="156"/>
        <source>No trump (%1)</source>
        <translation>Χωρίς ατού (%1)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="163"/>
        <source>The game is over.</source>
        <translation>Το παιχνίδι τελείωσε.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="164"/>
        <source>That can&apos;t be done right now.</source>
        <translation>Αυτό δεν γίνεται αυτή τη στιγμή.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="165"/>
        <source>Wait for your turn.</source>
        <translation>Περίμενε τη σειρά σου.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="166"/>
        <source>Those cards are not in your hand.</source>
        <translation>Αυτά τα φύλλα δεν είναι στο χέρι σου.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="169"/>
        <source>Select some cards first.</source>
        <translation>Διάλεξε πρώτα φύλλα.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="170"/>
        <source>To declare, show one trump-rank card, a pair of them, or a pair of jokers.</source>
        <translation>Για να δηλώσεις, δείξε ένα φύλλο της αξίας ατού, ένα ζευγάρι τέτοιων φύλλων ή ένα ζευγάρι τζόκερ.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="173"/>
        <source>A pair of jokers was shown: the trump is settled.</source>
        <translation>Δείχτηκε ζευγάρι τζόκερ: το ατού είναι οριστικό.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="176"/>
        <source>A single card can&apos;t cancel another single.</source>
        <translation>Ένα μονό φύλλο δεν μπορεί να ακυρώσει άλλο μονό.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="179"/>
        <source>Only a pair of jokers can cancel a declared pair.</source>
        <translation>Μόνο ένα ζευγάρι τζόκερ μπορεί να ακυρώσει δηλωμένο ζευγάρι.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="182"/>
        <source>These rules don&apos;t let you turn your single into a pair.</source>
        <translation>Με αυτούς τους κανόνες δεν μπορείς να κάνεις το μονό σου ζευγάρι.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="185"/>
        <source>You can&apos;t change your own declaration.</source>
        <translation>Δεν μπορείς να αλλάξεις τη δική σου δήλωση.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="188"/>
        <source>Select exactly 8 cards to bury.</source>
        <translation>Διάλεξε ακριβώς 8 φύλλα για να τα θάψεις.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="189"/>
        <source>A lead must be all one suit, or all trumps.</source>
        <translation>Το άνοιγμα πρέπει να είναι όλο σε ένα χρώμα ή όλο ατού.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="192"/>
        <source>Another player can beat part of those cards: lead them separately.</source>
        <translation>Άλλος παίκτης μπορεί να νικήσει μέρος αυτών των φύλλων: άνοιξέ τα χωριστά.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="195"/>
        <source>Play as many cards as the leader.</source>
        <translation>Παίξε τόσα φύλλα όσα έπαιξε αυτός που άνοιξε.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="198"/>
        <source>You must follow suit while you hold cards of the suit led.</source>
        <translation>Πρέπει να ακολουθήσεις το χρώμα όσο έχεις φύλλα από το χρώμα του ανοίγματος.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="201"/>
        <source>You hold a pair in the suit led: you must play it.</source>
        <translation>Έχεις ζευγάρι στο χρώμα του ανοίγματος: πρέπει να το παίξεις.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="204"/>
        <source>You must play as many pairs of the suit led as you can.</source>
        <translation>Πρέπει να παίξεις όσο περισσότερα ζευγάρια μπορείς από το χρώμα του ανοίγματος.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="207"/>
        <source>You hold a tractor in the suit led: you must play it.</source>
        <translation>Έχεις τρακτέρ στο χρώμα του ανοίγματος: πρέπει να το παίξεις.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="211"/>
        <source>The lesson asks for another move here: the marked cards.</source>
        <translation>Το μάθημα ζητά άλλη κίνηση εδώ: τα επισημασμένα φύλλα.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="215"/>
        <source>That is not allowed.</source>
        <translation>Αυτό δεν επιτρέπεται.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="35"/>
        <source>Trumps were led: you must play trumps while you hold any.</source>
        <translation>Το άνοιγμα είναι σε ατού: πρέπει να παίξεις ατού όσο έχεις.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="38"/>
        <source>You hold a pair of trumps: you must play it.</source>
        <translation>Έχεις ζευγάρι ατού: πρέπει να το παίξεις.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="41"/>
        <source>You must play as many pairs of trumps as you can.</source>
        <translation>Πρέπει να παίξεις όσο περισσότερα ζευγάρια ατού μπορείς.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="44"/>
        <source>You hold a tractor in trumps: you must play it.</source>
        <translation>Έχεις τρακτέρ στα ατού: πρέπει να το παίξεις.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="50"/>
        <source>%1 were led: you must play %1 while you hold any.</source>
        <translation>Το άνοιγμα είναι σε %1: πρέπει να παίξεις %1 όσο έχεις.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="53"/>
        <source>You hold a pair of %1: you must play it.</source>
        <translation>Έχεις ζευγάρι σε %1: πρέπει να το παίξεις.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="56"/>
        <source>You must play as many pairs of %1 as you can.</source>
        <translation>Πρέπει να παίξεις όσο περισσότερα ζευγάρια μπορείς σε %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="59"/>
        <source>You hold a tractor in %1: you must play it.</source>
        <translation>Έχεις τρακτέρ σε %1: πρέπει να το παίξεις.</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="20"/>
        <source>Reinforce your own declaration</source>
        <translation>Ενίσχυση της δικής σου δήλωσης</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="21"/>
        <source>A player who declared with one card may later show the second copy as a pair.</source>
        <translation>Όποιος δήλωσε με ένα φύλλο μπορεί αργότερα να δείξει και το δεύτερο ίδιο φύλλο, ως ζευγάρι.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="27"/>
        <source>Nobody declares in the first round</source>
        <translation>Κανείς δεν δηλώνει στον πρώτο γύρο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="28"/>
        <source>Deal again, or turn up the talon to find the trump suit.</source>
        <translation>Νέο μοίρασμα ή γύρισμα του τάλον για να βρεθεί το χρώμα ατού.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="31"/>
        <source>Trump-rank cards stay trumps without a trump suit</source>
        <translation>Τα φύλλα της αξίας ατού μένουν ατού χωρίς χρώμα ατού</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="32"/>
        <source>In a no-trump round the trump-rank cards rank just below the jokers.</source>
        <translation>Σε γύρο χωρίς χρώμα ατού, τα φύλλα της αξίας ατού έρχονται αμέσως κάτω από τα τζόκερ.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="37"/>
        <source>Follow a tractor with a tractor</source>
        <translation>Απάντηση σε τρακτέρ με τρακτέρ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="38"/>
        <source>A player holding a tractor of the right length in the suit led must play it.</source>
        <translation>Όποιος έχει τρακτέρ του σωστού μήκους στο χρώμα του ανοίγματος πρέπει να το παίξει.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="44"/>
        <source>Tractors inside top-card leads</source>
        <translation>Τρακτέρ μέσα σε άνοιγμα με ψηλά φύλλα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="45"/>
        <source>A top-cards lead may contain tractors as units (otherwise only pairs).</source>
        <translation>Ένα άνοιγμα με ψηλά φύλλα μπορεί να περιέχει τρακτέρ ως μονάδες (αλλιώς μόνο ζευγάρια).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="50"/>
        <source>Penalty per card of a failed top-cards lead</source>
        <translation>Ποινή ανά φύλλο για αποτυχημένο άνοιγμα με ψηλά φύλλα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="51"/>
        <source>Points per card taken back (0 turns the penalty off).</source>
        <translation>Πόντοι για κάθε φύλλο που παίρνεται πίσω (το 0 καταργεί την ποινή).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="54"/>
        <source>Refuse my beatable top-cards leads</source>
        <translation>Απόρριψη των ανοιγμάτων μου με ψηλά φύλλα που νικιούνται</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="55"/>
        <source>Teaching aid: instead of a penalty, you are told to lead them separately.</source>
        <translation>Βοήθημα εκμάθησης: αντί για ποινή, σου ζητείται να τα ανοίξεις χωριστά.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="60"/>
        <source>Talon bonus</source>
        <translation>Μπόνους τάλον</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="61"/>
        <source>The talon&apos;s points are multiplied by twice the cards each player played to the last trick, or by a power of 2.</source>
        <translation>Οι πόντοι του τάλον πολλαπλασιάζονται επί το διπλάσιο των φύλλων που έπαιξε κάθε παίκτης στην τελευταία λεβέ, ή επί μια δύναμη του 2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="68"/>
        <source>Must defend Ace to win</source>
        <translation>Νίκη μόνο με υπεράσπιση του άσσου</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="69"/>
        <source>Levels stop at Ace; a team wins by winning a round as declarers at Ace.</source>
        <translation>Τα επίπεδα σταματούν στον άσσο· μια ομάδα νικά όταν κερδίσει έναν γύρο ως δηλωτές στον άσσο.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="87"/>
        <source>Deal again</source>
        <translation>Νέο μοίρασμα</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="88"/>
        <source>Turn up the talon</source>
        <translation>Γύρισμα του τάλον</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="91"/>
        <source>× twice the cards each played</source>
        <translation>× το διπλάσιο των φύλλων που έπαιξε ο καθένας</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="92"/>
        <source>2 to the power of the largest unit</source>
        <translation>2 εις τη δύναμη της μέγιστης μονάδας</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="96"/>
        <source>Random</source>
        <translation>Τυχαίο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="97"/>
        <source>Easy</source>
        <translation>Εύκολο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="98"/>
        <source>Normal</source>
        <translation>Κανονικό</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="99"/>
        <source>Hard</source>
        <translation>Δύσκολο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="100"/>
        <source>Expert</source>
        <translation>Ειδικός</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="101"/>
        <source>Slow</source>
        <translation>Αργό</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="102"/>
        <source>Fast</source>
        <translation>Γρήγορο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="103"/>
        <source>Off</source>
        <translation>Χωρίς εφέ κίνησης</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="104"/>
        <source>Small</source>
        <translation>Μικρό</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="105"/>
        <source>Large</source>
        <translation>Μεγάλο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="115"/>
        <source>Blue</source>
        <translation>Μπλε</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="116"/>
        <source>Red</source>
        <translation>Κόκκινο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="117"/>
        <source>Green</source>
        <translation>Πράσινο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="118"/>
        <source>Purple</source>
        <translation>Μωβ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="119"/>
        <source>Black</source>
        <translation>Μαύρο</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="51"/>
        <source>Standard (the original rules)</source>
        <translation>Τυπικοί (οι αρχικοί κανόνες)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="52"/>
        <source>Common modern variant</source>
        <translation>Συνηθισμένη σύγχρονη παραλλαγή</translation>
    </message>
</context>
</TS>
