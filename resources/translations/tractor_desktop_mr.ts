<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="mr_IN">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="272"/>
        <source>About Tractor Desktop</source>
        <translation>Tractor Desktop विषयी</translation>
    </message>
</context>
<context>
    <name>CardMemoryDock</name>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="64"/>
        <source>Card memory</source>
        <translation>पत्त्यांची नोंद</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="80"/>
        <source>Nothing to remember until the trump is known.</source>
        <translation>हुकूम ठरेपर्यंत लक्षात ठेवण्यासारखे काही नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="83"/>
        <source>Played so far</source>
        <translation>आतापर्यंत खेळलेले</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="109"/>
        <source>What the others have shown</source>
        <translation>इतरांबद्दल काय कळले</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="187"/>
        <source>Point cards still out: %1 points</source>
        <translation>अजून न खेळलेले गुणांचे पत्ते: %1 गुण</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="200"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="214"/>
        <source>%1 of the %2 cards of this suit have been played</source>
        <translation>या रंगाच्या %2 पैकी %1 पत्ते खेळले गेले आहेत</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="224"/>
        <source>Trumps</source>
        <translation>हुकूम</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="251"/>
        <source>void in %1</source>
        <translation>%1चे पत्ते संपले</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="255"/>
        <source>out of pairs in %1</source>
        <translation>%1मधील जोड्या संपल्या</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="261"/>
        <source>still holds %1</source>
        <translation>हातात अजून %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="266"/>
        <source>nothing shown yet</source>
        <translation>अजून काही कळलेले नाही</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="163"/>
        <source>Game over</source>
        <translation>खेळ संपला</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="156"/>
        <source>You and your partner win the game!</source>
        <translation>तुमचा आणि तुमच्या भागीदाराचा विजय!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="157"/>
        <source>East and West win the game.</source>
        <translation>पूर्व आणि पश्चिम यांनी खेळ जिंकला.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="174"/>
        <source>Final levels: Us %1, Them %2</source>
        <translation>अंतिम पातळ्या: आम्ही %1, ते %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="181"/>
        <source>New game</source>
        <translation>नवा खेळ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="184"/>
        <source>Review this game</source>
        <translation>या खेळाचा आढावा</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/hand_model.py" line="260"/>
        <source>trump</source>
        <translation>हुकमाचा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/hand_model.py" line="262"/>
        <source>selected</source>
        <translation>निवडलेला</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="70"/>
        <source>Host a table</source>
        <translation>टेबल आयोजित करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="74"/>
        <source>Friends on your network join with the table&apos;s code; computer players take the seats nobody takes.</source>
        <translation>तुमच्या नेटवर्कवरील मित्र टेबलाच्या कोडने सामील होतात; कोणीही न घेतलेल्या जागा संगणक खेळाडू घेतात.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="82"/>
        <source>Your &amp;name:</source>
        <translation>तुमचे नाव(&amp;N):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="87"/>
        <source>&amp;Computer players:</source>
        <translation>संगणक खेळाडू(&amp;C):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="90"/>
        <source>No timer</source>
        <translation>वेळेची मर्यादा नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="90"/>
        <source>%1 s a move</source>
        <translation>प्रत्येक चालीला %1 सेकंद</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="92"/>
        <source>A move not made in time is made by a computer player.</source>
        <translation>वेळेत न केलेली चाल संगणक खेळाडू खेळतो.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="93"/>
        <source>&amp;Turn timer:</source>
        <translation>चालीची वेळ(&amp;T):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="97"/>
        <source>Another free port is used if this one is taken.</source>
        <translation>हा पोर्ट वापरात असल्यास दुसरा मोकळा पोर्ट वापरला जातो.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="98"/>
        <source>&amp;Port:</source>
        <translation>पोर्ट(&amp;P):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="99"/>
        <source>&amp;Show the table to the local network</source>
        <translation>स्थानिक नेटवर्कवर टेबल दाखवा(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="103"/>
        <source>Shown, the table can be reached from the network and is listed in Join. Not shown, only this computer can reach it.</source>
        <translation>दाखवल्यास, नेटवर्कवरून टेबलाशी जोडता येते आणि ते “टेबलात सामील व्हा” मध्ये दिसते. न दाखवल्यास, फक्त याच संगणकावरून त्याच्याशी जोडता येते.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="114"/>
        <source>Your system may ask whether to let this game accept connections from the network: allow it on private networks, so that friends on your network can join. Players on the internet also need the port above opened on your router.</source>
        <translation>तुमची प्रणाली विचारू शकते की या खेळाला नेटवर्कवरून येणाऱ्या जोडण्या स्वीकारू द्यायच्या का: खाजगी नेटवर्कवर परवानगी द्या, म्हणजे तुमच्या नेटवर्कवरील मित्र सामील होऊ शकतील. इंटरनेटवरील खेळाडूंसाठी वरील पोर्ट तुमच्या राउटरवरही उघडावा लागेल.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="126"/>
        <source>&amp;Open the table</source>
        <translation>टेबल उघडा(&amp;O)</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="104"/>
        <source>Trump</source>
        <translation>हुकूम</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="218"/>
        <source>Trump: ? %1</source>
        <translation>हुकूम: %1, रंग अजून ठरलेला नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="160"/>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="220"/>
        <source>Trump: %1</source>
        <translation>हुकूम: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="222"/>
        <source>(so far)</source>
        <translation>(तात्पुरता)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="228"/>
        <location filename="../../tractor_desktop/ui/watching.py" line="38"/>
        <source>declarers</source>
        <translation>घोषणाकर्ते</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="230"/>
        <source>Us (N–S): level %1</source>
        <translation>आम्ही (उ–द): पातळी %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="234"/>
        <source>Them (E–W): level %1</source>
        <translation>ते (पू–प): पातळी %1</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="157"/>
        <source>Join a table</source>
        <translation>टेबलात सामील व्हा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="160"/>
        <source>Tables on your network:</source>
        <translation>तुमच्या नेटवर्कवरील टेबले:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="173"/>
        <source>host or host:port</source>
        <translation>होस्ट किंवा होस्ट:पोर्ट</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="174"/>
        <source>&amp;Address:</source>
        <translation>ॲड्रेस(&amp;A):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="178"/>
        <source>Table &amp;code:</source>
        <translation>टेबल कोड(&amp;C):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="180"/>
        <source>Your &amp;name:</source>
        <translation>तुमचे नाव(&amp;N):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="188"/>
        <source>&amp;Join</source>
        <translation>सामील व्हा(&amp;J)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="190"/>
        <source>&amp;Watch</source>
        <translation>पाहा(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="191"/>
        <source>See the table&apos;s game without a seat: no hand</source>
        <translation>जागा न घेता टेबलावरील खेळ पाहा: हातात पत्ते नसतात</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="212"/>
        <source>%1 — hosted by %2, %3 free — %4</source>
        <translation>%1 — आयोजक: %2, मोकळ्या जागा: %3 — %4</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="226"/>
        <source>This computer cannot look for tables on the network: type an address.</source>
        <translation>हा संगणक नेटवर्कवर टेबले शोधू शकत नाही: ॲड्रेस टाइप करा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="230"/>
        <source>No table found yet. A table elsewhere is joined by its address.</source>
        <translation>अजून एकही टेबल सापडले नाही. इतरत्र असलेल्या टेबलात त्याच्या ॲड्रेसने सामील होता येते.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="251"/>
        <source>Type the table&apos;s address: a host name or address, and a port after :</source>
        <translation>टेबलाचा ॲड्रेस टाइप करा: होस्टचे नाव किंवा ॲड्रेस, आणि : नंतर पोर्ट</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="255"/>
        <source>A table code is 6 letters and digits, such as K7M2QX.</source>
        <translation>टेबल कोडमध्ये 6 अक्षरे आणि अंक असतात, उदा. K7M2QX.</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="288"/>
        <source>Keyboard</source>
        <translation>कीबोर्ड</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="290"/>
        <source>Move along your hand</source>
        <translation>हातातील पत्त्यांमध्ये पुढे-मागे जा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="291"/>
        <source>Space</source>
        <translation>स्पेसबार</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="291"/>
        <source>Select or deselect the card</source>
        <translation>पत्ता निवडा किंवा त्याची निवड काढा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="292"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="292"/>
        <source>Play (or bury) the selected cards</source>
        <translation>निवडलेले पत्ते खेळा (किंवा राखीव ठेवा)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="293"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="293"/>
        <source>Clear the selection</source>
        <translation>सर्व निवड रद्द करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="294"/>
        <source>Declare with the strongest cards you may show</source>
        <translation>तुम्ही दाखवू शकता अशा सर्वांत बलवान पत्त्यांनी घोषणा करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="295"/>
        <source>No declaration (at your last chance)</source>
        <translation>घोषणा नाही (तुमच्या शेवटच्या संधीच्या वेळी)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="296"/>
        <source>Hint: select what a good player would play</source>
        <translation>संकेत: चांगला खेळाडू जे खेळेल ते निवडले जाते</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="297"/>
        <source>Show the last trick</source>
        <translation>मागील हात दाखवा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="298"/>
        <source>Show or hide the history (tricks and score sheet)</source>
        <translation>इतिहास दाखवा किंवा लपवा (हात आणि गुणपत्रक)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="299"/>
        <source>Show or hide the card memory</source>
        <translation>पत्त्यांची नोंद दाखवा किंवा लपवा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="300"/>
        <source>Sound on or off</source>
        <translation>ध्वनी सुरू किंवा बंद करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="301"/>
        <source>New game / Open / Save</source>
        <translation>नवा खेळ / उघडा / जतन करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="302"/>
        <source>Rules summary</source>
        <translation>नियमांचा सारांश</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="303"/>
        <source>Menus</source>
        <translation>मेनू</translation>
    </message>
</context>
<context>
    <name>MAC_APPLICATION_MENU</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="144"/>
        <source>Services</source>
        <translation>सेवा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="145"/>
        <source>Hide %1</source>
        <translation>%1 लपवा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="146"/>
        <source>Hide Others</source>
        <translation>इतर लपवा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="147"/>
        <source>Show All</source>
        <translation>सर्व दाखवा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="148"/>
        <source>Preferences...</source>
        <translation>सेटिंग्ज...</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="149"/>
        <source>Quit %1</source>
        <translation>%1 बंद करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="150"/>
        <source>About %1</source>
        <translation>%1 विषयी</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="64"/>
        <source>No declaration</source>
        <translation>घोषणा नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="60"/>
        <source>Messages</source>
        <translation>संदेश</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="67"/>
        <source>Not saved</source>
        <translation>जतन झालेले नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="72"/>
        <source>H&amp;int</source>
        <translation>संकेत(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="74"/>
        <source>&amp;Last trick</source>
        <translation>मागील हात(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="77"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="89"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="190"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="206"/>
        <source>Play</source>
        <translation>खेळा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="264"/>
        <source>The draw waits a moment for you.</source>
        <translation>तुमच्यासाठी पत्ते काढणे क्षणभर थांबले आहे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="136"/>
        <source>Trump, levels and points</source>
        <translation>हुकूम, पातळ्या आणि गुण</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="173"/>
        <source>Tricks</source>
        <translation>हात</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="174"/>
        <source>Score sheet</source>
        <translation>गुणपत्रक</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="177"/>
        <source>History</source>
        <translation>इतिहास</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="241"/>
        <source>&amp;Game</source>
        <translation>खेळ(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="242"/>
        <source>&amp;New game</source>
        <translation>नवा खेळ(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="260"/>
        <source>&amp;Open…</source>
        <translation>उघडा(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="263"/>
        <source>&amp;Save</source>
        <translation>जतन करा(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="266"/>
        <source>Save &amp;as…</source>
        <translation>या नावाने जतन करा(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="133"/>
        <source>&amp;Recent games</source>
        <translation>अलीकडील खेळ(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="184"/>
        <source>Card &amp;memory</source>
        <translation>पत्त्यांची नोंद(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="171"/>
        <source>&amp;History</source>
        <translation>इतिहास(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="175"/>
        <source>The round&apos;s tricks and the score sheet (F7)</source>
        <translation>या डावातील हात आणि गुणपत्रक (F7)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="189"/>
        <source>What has been played, the points still out, and who has shown a void (F8)</source>
        <translation>काय खेळले गेले, अजून न खेळलेले गुण, आणि कोणाचे कोणत्या रंगाचे पत्ते संपले (F8)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="210"/>
        <source>Sound on</source>
        <translation>ध्वनी सुरू</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="210"/>
        <source>Sound off</source>
        <translation>ध्वनी बंद</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="244"/>
        <source>New &amp;deal with number…</source>
        <translation>क्रमांकाने नवे वाटप(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="247"/>
        <source>Re&amp;play this deal</source>
        <translation>हेच वाटप पुन्हा खेळा(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="250"/>
        <source>Deal the same cards again from the start of this round</source>
        <translation>या डावाच्या सुरुवातीपासून तेच पत्ते पुन्हा वाटा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="253"/>
        <source>Take &amp;back</source>
        <translation>चाल मागे घ्या(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="257"/>
        <source>Undo your last move and the computer players&apos; moves after it</source>
        <translation>तुमची शेवटची चाल आणि त्यानंतरच्या संगणक खेळाडूंच्या चाली रद्द करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="269"/>
        <source>Res&amp;ume last game</source>
        <translation>मागील खेळ पुढे सुरू करा(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="271"/>
        <source>Re&amp;view a saved game…</source>
        <translation>जतन केलेल्या खेळाचा आढावा(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="273"/>
        <source>Stat&amp;istics</source>
        <translation>आकडेवारी(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="275"/>
        <source>Se&amp;ttings…</source>
        <translation>सेटिंग्ज(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="278"/>
        <source>&amp;Host a table…</source>
        <translation>टेबल आयोजित करा(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="281"/>
        <source>Play with friends on your network; computer players fill the empty seats</source>
        <translation>तुमच्या नेटवर्कवरील मित्रांसोबत खेळा; रिकाम्या जागा संगणक खेळाडू भरतात</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="284"/>
        <source>&amp;Join a table…</source>
        <translation>टेबलात सामील व्हा(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="287"/>
        <source>&amp;Quit</source>
        <translation>बाहेर पडा(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="308"/>
        <source>&amp;View</source>
        <translation>दृश्य(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="311"/>
        <source>S&amp;ound</source>
        <translation>ध्वनी(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="439"/>
        <source>Game → New game (Ctrl+N) starts a game against the computer players.</source>
        <translation>खेळ → नवा खेळ (Ctrl+N) निवडल्यावर संगणक खेळाडूंसोबत खेळ सुरू होतो.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="86"/>
        <source>Animation &amp;speed</source>
        <translation>ॲनिमेशनचा वेग(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="71"/>
        <source>Slow</source>
        <translation>मंद</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="72"/>
        <source>Normal</source>
        <translation>सामान्य</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="73"/>
        <source>Fast</source>
        <translation>जलद</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="74"/>
        <source>Off</source>
        <translation>बंद</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="318"/>
        <source>&amp;Help</source>
        <translation>मदत(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="319"/>
        <source>&amp;Learn to play</source>
        <translation>खेळायला शिका(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="321"/>
        <source>A guided first round: the game shows you how</source>
        <translation>मार्गदर्शनासह पहिला डाव: कसे खेळायचे ते खेळच दाखवतो</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="325"/>
        <source>&amp;Rules summary</source>
        <translation>नियमांचा सारांश(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="328"/>
        <source>&amp;About Tractor Desktop</source>
        <translation>Tractor Desktop विषयी(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="330"/>
        <source>&amp;Keyboard</source>
        <translation>कीबोर्ड(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="155"/>
        <source>Your last chance to declare.</source>
        <translation>घोषणा करण्याची तुमची शेवटची संधी.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="158"/>
        <source>Your lead.</source>
        <translation>तुमची पाळी: हात सुरू करा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="161"/>
        <source>Your turn: follow %1&apos;s lead.</source>
        <translation>तुमची पाळी: %1ने सुरू केलेल्या हाताला साथ द्या.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="193"/>
        <source>Wait for your turn.</source>
        <translation>तुमच्या पाळीची वाट पाहा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="90"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="209"/>
        <source>Play %1</source>
        <translation>%1 खेळा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="91"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="213"/>
        <source>Play pair</source>
        <translation>जोडी खेळा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="92"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="215"/>
        <source>Play tractor</source>
        <translation>ट्रॅक्टर खेळा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="253"/>
        <source>You can override %1&apos;s declaration with %2 (press D).</source>
        <translation>तुम्ही %2 दाखवून %1च्या घोषणेवर मात करू शकता (D दाबा).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="260"/>
        <source>You can declare with %1 now (press D, or wait for a better hand).</source>
        <translation>तुम्ही आता %1 दाखवून घोषणा करू शकता (D दाबा, किंवा अधिक चांगल्या पत्त्यांची वाट पाहा).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="83"/>
        <source>Declare %1</source>
        <translation>%1 घोषित करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="333"/>
        <source>Press Play (or Enter) to play the selected cards.</source>
        <translation>निवडलेले पत्ते खेळण्यासाठी “खेळा” (किंवा Enter) दाबा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="357"/>
        <source>Hint: %1</source>
        <translation>संकेत: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="369"/>
        <source>No trick has been played yet in this round.</source>
        <translation>या डावात अजून एकही हात खेळला गेलेला नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="384"/>
        <source>The computer player of %1 did not answer, so a legal move was made for it. It is restarted and thinks again from its next turn.</source>
        <translation>संगणक खेळाडूने (%1) प्रतिसाद दिला नाही, म्हणून त्याच्या वतीने नियमानुसार चाल खेळली गेली. तो पुन्हा सुरू केला आहे आणि त्याच्या पुढच्या पाळीपासून पुन्हा स्वतः विचार करेल.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="393"/>
        <source>The game could not be autosaved: %1. Your earlier saves are untouched; the game goes on, and is saved again as soon as the disk allows.</source>
        <translation>खेळ आपोआप जतन होऊ शकला नाही: %1. तुमचे आधीचे जतन केलेले खेळ सुरक्षित आहेत; खेळ सुरू राहील आणि डिस्कने परवानगी देताच तो पुन्हा जतन केला जाईल.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="185"/>
        <source>Resume?</source>
        <translation>खेळ पुढे सुरू करायचा?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="186"/>
        <source>An unfinished game was saved when you last played. Resume it?</source>
        <translation>मागच्या वेळी अपूर्ण राहिलेला खेळ जतन केला होता. तो पुढे सुरू करायचा?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="230"/>
        <source>The last autosaved game could not be read by this version; it was kept as %1.</source>
        <translation>आपोआप जतन केलेला शेवटचा खेळ या आवृत्तीला वाचता आला नाही; तो %1 म्हणून ठेवला आहे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="462"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 उघडता आले नाही: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="297"/>
        <source>Opened %1.</source>
        <translation>%1 उघडले.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="75"/>
        <source>Opening %1…</source>
        <translation>%1 उघडत आहे…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="80"/>
        <source>Cancel</source>
        <translation>रद्द करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="82"/>
        <source>Opening a game</source>
        <translation>खेळ उघडत आहे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="246"/>
        <source>Give up this game?</source>
        <translation>हा खेळ सोडून द्यायचा?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="247"/>
        <source>The game in progress will be lost (save it first to keep it). Go on?</source>
        <translation>चालू खेळ गमावला जाईल (तो ठेवायचा असल्यास आधी जतन करा). पुढे जायचे?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="305"/>
        <source>Open a game</source>
        <translation>खेळ उघडा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="321"/>
        <source>game</source>
        <translation>खेळ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="325"/>
        <source>Save the game</source>
        <translation>खेळ जतन करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="337"/>
        <source>The game was not saved: %1</source>
        <translation>खेळ जतन झाला नाही: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="344"/>
        <source>Saved to %1.</source>
        <translation>%1 येथे जतन केले.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="355"/>
        <source>This is your last game: it goes on from where it stands.</source>
        <translation>हाच तुमचा मागील खेळ आहे: तो जिथे आहे तिथूनच पुढे चालू राहतो.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="364"/>
        <source>No game to resume: %1</source>
        <translation>पुढे सुरू करण्यासाठी खेळ नाही: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="372"/>
        <source>Review a game</source>
        <translation>खेळाचा आढावा घ्या</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="404"/>
        <source>The game goes on from the step you chose in the review.</source>
        <translation>आढाव्यात तुम्ही निवडलेल्या पायरीपासून खेळ पुढे चालू राहतो.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="415"/>
        <source>New deal with number</source>
        <translation>क्रमांकाने नवे वाटप</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="416"/>
        <source>Deal number (1 to %1):</source>
        <translation>वाटप क्रमांक (1 ते %1):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="432"/>
        <source>Your last move is taken back; this game is counted separately in the statistics.</source>
        <translation>तुमची शेवटची चाल मागे घेतली; हा खेळ वेगळा मोजला जाईल.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="444"/>
        <source>Replay this deal?</source>
        <translation>हेच वाटप पुन्हा खेळायचे?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="445"/>
        <source>The round in progress will be lost (save the game first to keep it). Go on?</source>
        <translation>चालू डाव गमावला जाईल (तो ठेवायचा असल्यास आधी खेळ जतन करा). पुढे जायचे?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="453"/>
        <source>The same cards are dealt again from the start of this round.</source>
        <translation>या डावाच्या सुरुवातीपासून तेच पत्ते पुन्हा वाटले जातात.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="468"/>
        <source>Tractor games (*%1)</source>
        <translation>ट्रॅक्टर खेळ (*%1)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="484"/>
        <source>(none yet)</source>
        <translation>(अजून काही नाही)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="498"/>
        <source>Deal %1</source>
        <translation>वाटप %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="120"/>
        <source>Settings saved. New rules and players apply to the next game.</source>
        <translation>सेटिंग्ज जतन केल्या. नवे नियम आणि खेळाडू पुढच्या खेळापासून लागू होतील.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/__main__.py" line="145"/>
        <source>Something went wrong (%1); details are in %2.</source>
        <translation>काहीतरी चुकले (%1); तपशील %2 मध्ये आहेत.</translation>
    </message>
</context>
<context>
    <name>NetworkWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/network_tables.py" line="48"/>
        <source>Opening your table…</source>
        <translation>तुमचे टेबल उघडत आहे…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="37"/>
        <source>Hello!</source>
        <translation>नमस्कार!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="38"/>
        <source>Good luck!</source>
        <translation>शुभेच्छा!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="39"/>
        <source>Well played!</source>
        <translation>छान खेळलात!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="40"/>
        <source>Thanks!</source>
        <translation>धन्यवाद!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="41"/>
        <source>Sorry!</source>
        <translation>माफ करा!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="42"/>
        <source>Oops!</source>
        <translation>अरेरे!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="43"/>
        <source>Your turn, please.</source>
        <translation>कृपया, तुमची पाळी.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="44"/>
        <source>Good game!</source>
        <translation>छान खेळ झाला!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="20"/>
        <source>The server could not read what this window sent; nothing changed.</source>
        <translation>या विंडोने पाठवलेले सर्व्हरला वाचता आले नाही; काहीही बदलले नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="24"/>
        <source>There is no table with that code on this server.</source>
        <translation>या सर्व्हरवर त्या कोडचे टेबल नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="27"/>
        <source>That table is full.</source>
        <translation>ते टेबल भरले आहे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="28"/>
        <source>That table&apos;s game has started: you can watch it instead.</source>
        <translation>त्या टेबलावरील खेळ सुरू झाला आहे: त्याऐवजी तुम्ही तो पाहू शकता.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="31"/>
        <source>That seat is taken: choose another one.</source>
        <translation>ती जागा आधीच घेतली गेली आहे: दुसरी जागा निवडा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="34"/>
        <source>This seat was taken back on another connection.</source>
        <translation>ही जागा दुसऱ्या कनेक्शनवरून परत घेतली गेली.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="37"/>
        <source>Only the host can start.</source>
        <translation>फक्त आयोजकच खेळ सुरू करू शकतो.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="38"/>
        <source>This window has no seat at the table.</source>
        <translation>या विंडोला टेबलावर जागा नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="41"/>
        <source>This window already has a seat at the table.</source>
        <translation>या विंडोला टेबलावर आधीच जागा आहे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="44"/>
        <source>The game has not started yet.</source>
        <translation>खेळ अजून सुरू झालेला नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="45"/>
        <source>The game is over.</source>
        <translation>खेळ संपला आहे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="47"/>
        <source>That message was too long for the server; nothing changed.</source>
        <translation>तो संदेश सर्व्हरसाठी खूप लांब होता; काहीही बदलले नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="52"/>
        <source>Too many messages at once: the server let that one go.</source>
        <translation>एकाच वेळी खूप संदेश: सर्व्हरने तो संदेश सोडून दिला.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="55"/>
        <source>The table had already moved on: that move was not taken.</source>
        <translation>टेबलवरचा खेळ आधीच पुढे गेला होता: ती चाल घेतली गेली नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="63"/>
        <source>You have opened as many tables as this server allows for now: try again in a few minutes.</source>
        <translation>हा सर्व्हर सध्या परवानगी देतो तितकी टेबले तुम्ही उघडली आहेत: काही मिनिटांनी पुन्हा प्रयत्न करा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="68"/>
        <source>Too many tries to join or watch a table, or too many wrong codes: wait a few minutes, then try again.</source>
        <translation>टेबलवर सामील होण्याचे किंवा ते पाहण्याचे खूप प्रयत्न झाले, किंवा खूप चुकीचे कोड दिले गेले: काही मिनिटे थांबा, मग पुन्हा प्रयत्न करा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="73"/>
        <source>Too many connections to this server come from your network: try again later.</source>
        <translation>तुमच्या नेटवर्कवरून या सर्व्हरशी खूप कनेक्शन येत आहेत: नंतर पुन्हा प्रयत्न करा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="77"/>
        <source>This server is full right now: try again in a few minutes.</source>
        <translation>हा सर्व्हर सध्या भरलेला आहे: काही मिनिटांनी पुन्हा प्रयत्न करा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="80"/>
        <source>The server runs another version of the game; play may fail.</source>
        <translation>सर्व्हरवर खेळाची वेगळी आवृत्ती चालू आहे; खेळताना अडचणी येऊ शकतात.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="83"/>
        <source>The server sent something this version cannot read.</source>
        <translation>सर्व्हरने असे काहीतरी पाठवले जे ही आवृत्ती वाचू शकत नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="91"/>
        <source>The server refused that.</source>
        <translation>सर्व्हरने ते नाकारले.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="99"/>
        <source>This table is not being saved on its server: the game goes on, but it would be lost if the server stopped now. The server keeps trying.</source>
        <translation>हे टेबल त्याच्या सर्व्हरवर जतन होत नाही: खेळ सुरू राहतो, पण सर्व्हर आत्ता थांबला तर तो हरवेल. सर्व्हर पुन्हा पुन्हा प्रयत्न करत आहे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="104"/>
        <source>This table is being saved again.</source>
        <translation>हे टेबल पुन्हा जतन होत आहे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="116"/>
        <source>Your table could not be opened: its server stopped. It said: %1</source>
        <translation>तुमचे टेबल उघडता आले नाही: त्याचा सर्व्हर थांबला. सर्व्हरचा शेवटचा संदेश: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="120"/>
        <source>Your table could not be opened: its server did not start in time.</source>
        <translation>तुमचे टेबल उघडता आले नाही: त्याचा सर्व्हर वेळेत सुरू झाला नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="123"/>
        <source>Your table could not be opened: its server could not be started.</source>
        <translation>तुमचे टेबल उघडता आले नाही: त्याचा सर्व्हर सुरू करता आला नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="126"/>
        <source>Your table could not be opened: its server stopped.</source>
        <translation>तुमचे टेबल उघडता आले नाही: त्याचा सर्व्हर थांबला.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="135"/>
        <source>Your table could not be opened.</source>
        <translation>तुमचे टेबल उघडता आले नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="134"/>
        <source>&amp;Table</source>
        <translation>टेबल(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="135"/>
        <source>&amp;Save the finished game…</source>
        <translation>पूर्ण झालेला खेळ जतन करा(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="142"/>
        <source>&amp;Leave the table</source>
        <translation>टेबल सोडा(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="165"/>
        <source>Tractor: table %1</source>
        <translation>ट्रॅक्टर: टेबल %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="165"/>
        <source>Tractor</source>
        <translation>ट्रॅक्टर</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="176"/>
        <source>%1 (computer)</source>
        <translation>%1 (संगणक)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="178"/>
        <source>%1 (away)</source>
        <translation>%1 (अनुपस्थित)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="186"/>
        <source>Could not reach the table: %1</source>
        <translation>टेबलाशी संपर्क होऊ शकला नाही: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="188"/>
        <source>Could not reach the table.</source>
        <translation>टेबलाशी संपर्क होऊ शकला नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="193"/>
        <source>The connection is lost: connecting again… (a computer player keeps your seat)</source>
        <translation>कनेक्शन तुटले: पुन्हा जोडत आहे… (तोपर्यंत संगणक खेळाडू तुमची जागा सांभाळतो)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="198"/>
        <source>Connected again.</source>
        <translation>पुन्हा जोडले गेले.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="208"/>
        <source>%1 reminds you that the table waits for you.</source>
        <translation>%1 आठवण करून देत आहे: टेबल तुमची वाट पाहत आहे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="224"/>
        <source>Round over: the opponents took %1 points. The next round is dealt.</source>
        <translation>डाव संपला: प्रतिस्पर्ध्यांनी %1 गुण घेतले. पुढच्या डावाचे वाटप होत आहे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="246"/>
        <source>The server&apos;s record of the game cannot be read: %1</source>
        <translation>सर्व्हरवरील खेळाची नोंद वाचता येत नाही: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="253"/>
        <source>Save the finished game</source>
        <translation>पूर्ण झालेला खेळ जतन करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="255"/>
        <source>Tractor games (*.tractor)</source>
        <translation>ट्रॅक्टर खेळ (*.tractor)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="265"/>
        <source>The game could not be saved: %1</source>
        <translation>खेळ जतन करता आला नाही: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="268"/>
        <source>Saved: %1</source>
        <translation>जतन केले: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="286"/>
        <source>Leave the table</source>
        <translation>टेबल सोडा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="294"/>
        <source>Close your table? The game ends for everyone at it.</source>
        <translation>तुमचे टेबल बंद करायचे? टेबलावरील सर्वांसाठी खेळ संपेल.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="296"/>
        <source>Leave the table? A computer player takes your seat.</source>
        <translation>टेबल सोडायचे? तुमची जागा संगणक खेळाडू घेईल.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="20"/>
        <source>North–South&apos;s points</source>
        <translation>उत्तर–दक्षिणचे गुण</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="21"/>
        <source>East–West&apos;s points</source>
        <translation>पूर्व–पश्चिमचे गुण</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="28"/>
        <source>%1 wins the trick: +%2 for North–South.</source>
        <translation>हात जिंकला: %1 — उत्तर–दक्षिणला +%2 गुण.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="31"/>
        <source>%1 wins the trick: +%2 for East–West.</source>
        <translation>हात जिंकला: %1 — पूर्व–पश्चिमला +%2 गुण.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="40"/>
        <source>North–South: level %1</source>
        <translation>उत्तर–दक्षिण: पातळी %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="46"/>
        <source>East–West: level %1</source>
        <translation>पूर्व–पश्चिम: पातळी %1</translation>
    </message>
</context>
<context>
    <name>NoticeBoard</name>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/notices.py" line="121"/>
        <source>%n more notice(s) waiting</source>
        <translation>
            <numerusform>आणखी %n सूचना प्रतीक्षेत आहे</numerusform>
            <numerusform>आणखी %n सूचना प्रतीक्षेत आहेत</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoticeRow</name>
    <message>
        <location filename="../../tractor_desktop/ui/notices.py" line="51"/>
        <location filename="../../tractor_desktop/ui/notices.py" line="52"/>
        <source>Dismiss</source>
        <translation>बंद करा</translation>
    </message>
</context>
<context>
    <name>PeopleDock</name>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="53"/>
        <source>Table</source>
        <translation>टेबल</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="69"/>
        <source>Sit &amp;here</source>
        <translation>येथे बसा(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="70"/>
        <source>Move to the empty seat chosen above.</source>
        <translation>वर निवडलेल्या रिकाम्या जागेवर जा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="73"/>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="135"/>
        <source>&amp;Start the game</source>
        <translation>खेळ सुरू करा(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="74"/>
        <source>Computer players take the empty seats.</source>
        <translation>रिकाम्या जागा संगणक खेळाडू घेतात.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="88"/>
        <source>Say something</source>
        <translation>काहीतरी लिहा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="91"/>
        <source>Se&amp;nd</source>
        <translation>पाठवा(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="98"/>
        <source>Quick message…</source>
        <translation>झटपट संदेश…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="103"/>
        <source>N&amp;udge</source>
        <translation>आठवण द्या(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="104"/>
        <source>Remind the player the table waits for.</source>
        <translation>टेबल ज्या खेळाडूची वाट पाहत आहे त्याला आठवण करून द्या.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="146"/>
        <source>Room code: %1</source>
        <translation>टेबल कोड: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="150"/>
        <source>You are not at the table: %1</source>
        <translation>तुम्ही टेबलावर नाही: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="154"/>
        <source>The connection is lost: connecting again…</source>
        <translation>कनेक्शन तुटले: पुन्हा जोडत आहे…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="156"/>
        <source>Not connected to the table.</source>
        <translation>टेबलाशी जोडलेले नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="158"/>
        <source>You are watching: you see only the cards on the table.</source>
        <translation>तुम्ही खेळ पाहत आहात: तुम्हाला फक्त टेबलावरील पत्ते दिसतात.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="148"/>
        <source>Connecting to the table…</source>
        <translation>टेबलाशी जोडत आहे…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="135"/>
        <source>&amp;Start with computer players</source>
        <translation>संगणक खेळाडूंसह सुरू करा(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="160"/>
        <source>Before the start you may move to an empty seat.</source>
        <translation>खेळ सुरू होण्यापूर्वी तुम्ही रिकाम्या जागेवर जाऊ शकता.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="190"/>
        <source>%1: empty</source>
        <translation>%1: रिकामी</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="192"/>
        <source>computer player (%1)</source>
        <translation>संगणक खेळाडू (%1)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="194"/>
        <source>left by a person: the next one who joins sits here</source>
        <translation>खेळाडूने सोडलेली: पुढे सामील होणारा येथे बसेल</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="198"/>
        <source>away: a computer player plays for now</source>
        <translation>अनुपस्थित: सध्या संगणक खेळाडू खेळत आहे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="200"/>
        <source>connection lost: waiting</source>
        <translation>कनेक्शन तुटले: वाट पाहत आहे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="202"/>
        <source>connected</source>
        <translation>जोडलेले</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="244"/>
        <source>%1: %2 s left for this move</source>
        <translation>%1: या चालीसाठी %2 सेकंद उरले</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="17"/>
        <source>Bury %n card(s)</source>
        <translation>
            <numerusform>%n पत्ता राखीव ठेवा</numerusform>
            <numerusform>%n पत्ते राखीव ठेवा</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="20"/>
        <source>Play %n card(s)</source>
        <translation>
            <numerusform>%n पत्ता खेळा</numerusform>
            <numerusform>%n पत्ते खेळा</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="23"/>
        <source>Play %n card(s), as many as the leader.</source>
        <translation>
            <numerusform>हात सुरू करणाऱ्याइतकाच, %n पत्ता खेळा.</numerusform>
            <numerusform>हात सुरू करणाऱ्याइतकेच, %n पत्ते खेळा.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PointsMeter</name>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="38"/>
        <source>Points: %1 (the side that collects them takes over at 80)</source>
        <translation>गुण: %1 (हे गुण गोळा करणारे 80 गुणांवर घोषणाकर्ते बनतात)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="40"/>
        <source>Our points: %1 (we take over at 80)</source>
        <translation>आमचे गुण: %1 (80 गुणांवर आम्ही घोषणाकर्ते बनतो)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="42"/>
        <source>Their points: %1 (they take over at 80)</source>
        <translation>त्यांचे गुण: %1 (80 गुणांवर ते घोषणाकर्ते बनतात)</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="172"/>
        <source>level %1</source>
        <translation>पातळी %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="178"/>
        <source>★ declarers: this side&apos;s level is played and moves</source>
        <translation>★ घोषणाकर्ते: या बाजूची पातळी खेळली जाते आणि तीच पुढे सरकते</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="180"/>
        <source>▶ starter: picks up the talon and leads the first trick</source>
        <translation>▶ डाव सुरू करणारा: राखीव पत्ते उचलतो आणि पहिला हात सुरू करतो</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="209"/>
        <source>A new game: trumps are %1s. Declare while the cards are drawn.</source>
        <translation>नवा खेळ: हुकमाचा रँक %1 आहे. पत्ते काढले जात असताना घोषणा करा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="215"/>
        <source>Round %1: the trump rank is %2; %3 starts.</source>
        <translation>डाव %1: हुकमाचा रँक %2; डाव सुरू करणारा: %3.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="236"/>
        <source>no trump (a pair of jokers)</source>
        <translation>हुकमाचा रंग नाही (जोकरची जोडी)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="238"/>
        <source>%1 declares %2 with %3.</source>
        <translation>%1: %3 दाखवून घोषणा — %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="247"/>
        <source>All cards are drawn: a last chance to declare, in turn.</source>
        <translation>सर्व पत्ते काढून झाले: क्रमाने घोषणा करण्याची शेवटची संधी.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="250"/>
        <source>Nobody declared: the cards are shuffled and drawn again.</source>
        <translation>कोणीही घोषणा केली नाही: पत्ते पिसून पुन्हा काढले जातील.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="251"/>
        <source>Redeal</source>
        <translation>पुन्हा वाटप</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="257"/>
        <source>Nobody declared: the talon is turned up until it names the trump suit.</source>
        <translation>कोणीही घोषणा केली नाही: हुकमाचा रंग ठरेपर्यंत राखीव पत्ते एकेक उघडले जातात.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="267"/>
        <source>Trump: %1. %2 starts.</source>
        <translation>हुकूम: %1. डाव सुरू करणारा: %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="279"/>
        <source>You pick up the talon: choose 8 cards to bury.</source>
        <translation>तुम्ही राखीव पत्ते उचलले: राखीव म्हणून खाली ठेवण्यासाठी 8 पत्ते निवडा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="284"/>
        <source>%1 picks up the talon and buries 8 cards.</source>
        <translation>%1: राखीव पत्ते उचलून 8 पत्ते खाली ठेवले.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="306"/>
        <source>%1 tried %2, but %3 can beat %4 with %5: only %6 is led. Penalty: %7 points.</source>
        <translation>%1: %2 खेळण्याचा प्रयत्न फसला — %4वर %5ने मात होऊ शकते (%3). फक्त %6 खेळले जाते. दंड: %7 गुण.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="317"/>
        <source>Top cards beaten!</source>
        <translation>सर्वांत मोठ्या पत्त्यांवर मात!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="348"/>
        <source>You lead %1.</source>
        <translation>तुम्ही %1 खेळून हात सुरू केला.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="348"/>
        <source>You play %1.</source>
        <translation>तुम्ही %1 खेळलात.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="351"/>
        <source>%1 leads %2.</source>
        <translation>%1: %2 खेळून हात सुरू केला.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="351"/>
        <source>%1 plays %2.</source>
        <translation>%1: %2 खेळले.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="362"/>
        <source>%1 wins the trick: +%2 for us.</source>
        <translation>हात जिंकला: %1 — आम्हाला +%2 गुण.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="364"/>
        <source>%1 wins the trick: +%2 for them.</source>
        <translation>हात जिंकला: %1 — त्यांना +%2 गुण.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="369"/>
        <source>%1 wins the trick.</source>
        <translation>हात जिंकला: %1.</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="126"/>
        <source>&amp;Select All</source>
        <translation>सर्व निवडा(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="127"/>
        <source>&amp;Step up</source>
        <translation>वाढवा(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="128"/>
        <source>Step &amp;down</source>
        <translation>कमी करा(&amp;D)</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="48"/>
        <source>Select Color</source>
        <translation>रंग निवडा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="49"/>
        <source>&amp;Basic colors</source>
        <translation>मूलभूत रंग(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="50"/>
        <source>&amp;Custom colors</source>
        <translation>सानुकूल रंग(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="51"/>
        <source>&amp;Add to Custom Colors</source>
        <translation>सानुकूल रंगांत जोडा(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="52"/>
        <source>&amp;Pick Screen Color</source>
        <translation>स्क्रीनवरील रंग निवडा(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="53"/>
        <source>Hu&amp;e:</source>
        <translation>छटा(&amp;E):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="54"/>
        <source>&amp;Sat:</source>
        <translation>संपृक्तता(&amp;S):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="55"/>
        <source>&amp;Val:</source>
        <translation>मूल्य(&amp;V):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="56"/>
        <source>&amp;Red:</source>
        <translation>लाल(&amp;R):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="57"/>
        <source>&amp;Green:</source>
        <translation>हिरवा(&amp;G):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="58"/>
        <source>Bl&amp;ue:</source>
        <translation>निळा(&amp;U):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="59"/>
        <source>A&amp;lpha channel:</source>
        <translation>अल्फा चॅनेल(&amp;L):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="60"/>
        <source>&amp;HTML:</source>
        <translation>HTML(&amp;H):</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="46"/>
        <source>OK</source>
        <translation>ठीक आहे</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="61"/>
        <source>Look in:</source>
        <translation>यात पाहा:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="62"/>
        <source>Files of type:</source>
        <translation>फाइलचा प्रकार:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="63"/>
        <source>File &amp;name:</source>
        <translation>फाइलचे नाव(&amp;N):</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="64"/>
        <source>&amp;Open</source>
        <translation>उघडा(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="65"/>
        <source>&amp;Save</source>
        <translation>जतन करा(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="66"/>
        <source>Save As</source>
        <translation>या नावाने जतन करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="67"/>
        <source>&amp;Choose</source>
        <translation>निवडा(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="68"/>
        <source>Open</source>
        <translation>उघडा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="69"/>
        <source>Back</source>
        <translation>मागे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="70"/>
        <source>Forward</source>
        <translation>पुढे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="71"/>
        <source>Parent Directory</source>
        <translation>वरचे फोल्डर</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="72"/>
        <source>Create New Folder</source>
        <translation>नवे फोल्डर तयार करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="73"/>
        <source>List View</source>
        <translation>सूची दृश्य</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="74"/>
        <source>Detail View</source>
        <translation>तपशील दृश्य</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="75"/>
        <source>All Files (*)</source>
        <translation>सर्व फाइल्स (*)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="76"/>
        <source>&amp;Rename</source>
        <translation>नाव बदला(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="77"/>
        <source>&amp;Delete</source>
        <translation>हटवा(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="78"/>
        <source>Show &amp;hidden files</source>
        <translation>लपवलेल्या फाइल्स दाखवा(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="79"/>
        <source>&amp;New Folder</source>
        <translation>नवे फोल्डर(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="80"/>
        <source>New Folder</source>
        <translation>नवे फोल्डर</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="81"/>
        <source>Recent Places</source>
        <translation>अलीकडील ठिकाणे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="82"/>
        <source>Directory:</source>
        <translation>फोल्डर:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="83"/>
        <source>File</source>
        <translation>फाइल</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="84"/>
        <source>File Folder</source>
        <translation>फाइल फोल्डर</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="85"/>
        <source>Folder</source>
        <translation>फोल्डर</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="86"/>
        <source>Alias</source>
        <translation>उपनाव</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="87"/>
        <source>Shortcut</source>
        <translation>शॉर्टकट</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="88"/>
        <source>Unknown</source>
        <translation>अज्ञात</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="89"/>
        <source>Directories</source>
        <translation>फोल्डर</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="92"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 आधीपासूनच अस्तित्वात आहे.
ती बदलायची आहे का?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="96"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
फाइल सापडली नाही.
कृपया योग्य फाइल नाव दिले आहे का ते तपासा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="100"/>
        <source>My Computer</source>
        <translation>माझा संगणक</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="101"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>तुम्हाला &apos;%1&apos; नक्की हटवायचे आहे का?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="102"/>
        <source>Find Directory</source>
        <translation>फोल्डर शोधा</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="103"/>
        <source>Name</source>
        <translation>नाव</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="104"/>
        <source>Size</source>
        <translation>आकार</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="105"/>
        <source>Type</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="106"/>
        <source>Date Modified</source>
        <translation>बदलल्याची तारीख</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="107"/>
        <source>Kind</source>
        <translation>प्रकार</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="108"/>
        <source>My Computer</source>
        <translation>माझा संगणक</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="109"/>
        <source>Computer</source>
        <translation>संगणक</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="110"/>
        <source>Invalid filename</source>
        <translation>अवैध फाइल नाव</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="47"/>
        <source>Enter a value:</source>
        <translation>मूल्य प्रविष्ट करा:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="111"/>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करा(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="112"/>
        <source>&amp;Redo</source>
        <translation>पुन्हा करा(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="113"/>
        <source>Cu&amp;t</source>
        <translation>कापा(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="114"/>
        <source>&amp;Copy</source>
        <translation>कॉपी करा(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="115"/>
        <source>&amp;Paste</source>
        <translation>पेस्ट करा(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="116"/>
        <source>Delete</source>
        <translation>हटवा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="117"/>
        <source>Select All</source>
        <translation>सर्व निवडा</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="44"/>
        <source>Show Details...</source>
        <translation>तपशील दाखवा...</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="45"/>
        <source>Hide Details...</source>
        <translation>तपशील लपवा...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="26"/>
        <source>OK</source>
        <translation>ठीक आहे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="27"/>
        <source>Save</source>
        <translation>जतन करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="28"/>
        <source>Save All</source>
        <translation>सर्व जतन करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="29"/>
        <source>Open</source>
        <translation>उघडा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="30"/>
        <source>&amp;Yes</source>
        <translation>होय(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="31"/>
        <source>Yes to &amp;All</source>
        <translation>सर्वांना होय(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="32"/>
        <source>&amp;No</source>
        <translation>नाही(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="33"/>
        <source>N&amp;o to All</source>
        <translation>सर्वांना नाही(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="34"/>
        <source>Abort</source>
        <translation>थांबवा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="35"/>
        <source>Retry</source>
        <translation>पुन्हा प्रयत्न करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="36"/>
        <source>Ignore</source>
        <translation>दुर्लक्ष करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="37"/>
        <source>Close</source>
        <translation>बंद करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="38"/>
        <source>Cancel</source>
        <translation>रद्द करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="39"/>
        <source>Discard</source>
        <translation>टाकून द्या</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="40"/>
        <source>Help</source>
        <translation>मदत</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="41"/>
        <source>Apply</source>
        <translation>लागू करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="42"/>
        <source>Reset</source>
        <translation>रीसेट करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="43"/>
        <source>Restore Defaults</source>
        <translation>डीफॉल्ट पुनर्संचयित करा</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="130"/>
        <source>Scroll here</source>
        <translation>इथे स्क्रोल करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="131"/>
        <source>Left edge</source>
        <translation>डावी कड</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="132"/>
        <source>Top</source>
        <translation>सर्वात वर</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="133"/>
        <source>Right edge</source>
        <translation>उजवी कड</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="134"/>
        <source>Bottom</source>
        <translation>सर्वात खाली</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="135"/>
        <source>Page left</source>
        <translation>एक पान डावीकडे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="136"/>
        <source>Page up</source>
        <translation>एक पान वर</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="137"/>
        <source>Page right</source>
        <translation>एक पान उजवीकडे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="138"/>
        <source>Page down</source>
        <translation>एक पान खाली</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="139"/>
        <source>Scroll left</source>
        <translation>डावीकडे स्क्रोल करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="140"/>
        <source>Scroll up</source>
        <translation>वर स्क्रोल करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="141"/>
        <source>Scroll right</source>
        <translation>उजवीकडे स्क्रोल करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="142"/>
        <source>Scroll down</source>
        <translation>खाली स्क्रोल करा</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="118"/>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करा(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="119"/>
        <source>&amp;Redo</source>
        <translation>पुन्हा करा(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="120"/>
        <source>Cu&amp;t</source>
        <translation>कापा(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="121"/>
        <source>&amp;Copy</source>
        <translation>कॉपी करा(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="122"/>
        <source>&amp;Paste</source>
        <translation>पेस्ट करा(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="123"/>
        <source>Delete</source>
        <translation>हटवा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="124"/>
        <source>Select All</source>
        <translation>सर्व निवडा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="125"/>
        <source>Copy &amp;Link Location</source>
        <translation>दुव्याचे स्थान कॉपी करा(&amp;L)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="65"/>
        <source>Review the game</source>
        <translation>खेळाचा आढावा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="79"/>
        <source>What happened</source>
        <translation>काय घडले</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="82"/>
        <source>Step</source>
        <translation>पायरी</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="87"/>
        <source>⏮ Start</source>
        <translation>⏮ सुरुवात</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="88"/>
        <source>◀ Back</source>
        <translation>◀ मागे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="89"/>
        <source>Next ▶</source>
        <translation>पुढे ▶</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="90"/>
        <source>End ⏭</source>
        <translation>शेवट ⏭</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="97"/>
        <source>Play from here</source>
        <translation>येथून पुढे खेळा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="100"/>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="150"/>
        <source>Continue this game from the step shown, in your own seat</source>
        <translation>दाखवलेल्या पायरीपासून हा खेळ पुढे खेळा, तेव्हाच्या तुमच्याच जागेवरून</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="142"/>
        <source>Nothing has been played yet.</source>
        <translation>अजून काहीही खेळले गेलेले नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="152"/>
        <source>Nothing is left to play from this step: the game is decided.</source>
        <translation>या पायरीपासून खेळण्यासारखे काही उरले नाही: खेळाचा निकाल ठरला आहे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="237"/>
        <source>Round %1, step %2 of %3</source>
        <translation>डाव %1, पायरी %2 / %3</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="241"/>
        <source>trump %1</source>
        <translation>हुकूम %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="243"/>
        <source>levels: us %1, them %2</source>
        <translation>पातळ्या: आम्ही %1, ते %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="252"/>
        <source>%1 declares with %2.</source>
        <translation>%1: %2 दाखवून घोषणा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="255"/>
        <source>The trump is settled; %1 starts.</source>
        <translation>हुकूम निश्चित झाला; डाव सुरू करणारा: %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="259"/>
        <source>%1 picks up the talon: %2.</source>
        <translation>%1: राखीव पत्ते उचलले — %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="262"/>
        <source>%1 buries %2.</source>
        <translation>%1: राखीव म्हणून खाली ठेवले — %2.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="265"/>
        <source>%1 wins the trick (%2 points).</source>
        <translation>हात जिंकला: %1 (%2 गुण).</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="125"/>
        <source>End of the round</source>
        <translation>डाव संपला</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="127"/>
        <source>The talon:</source>
        <translation>राखीव पत्ते:</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="146"/>
        <source>Continue</source>
        <translation>पुढे</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="243"/>
        <source>Rules summary</source>
        <translation>नियमांचा सारांश</translation>
    </message>
</context>
<context>
    <name>SaveError</name>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="80"/>
        <source>No space left on device</source>
        <translation>डिस्कवर जागा शिल्लक नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="82"/>
        <source>Disk quota exceeded</source>
        <translation>तुमचा डिस्क कोटा संपला आहे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="84"/>
        <source>Permission denied</source>
        <translation>परवानगी नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="86"/>
        <source>Read-only file system</source>
        <translation>डिस्क केवळ वाचनासाठी आहे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="88"/>
        <source>No such file or directory</source>
        <translation>अशी फाइल किंवा फोल्डर अस्तित्वात नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="96"/>
        <source>cannot write %1: %2</source>
        <translation>%1 मध्ये लिहिता येत नाही: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="167"/>
        <source>this is not a Tractor Desktop save file</source>
        <translation>ही Tractor Desktopची जतन केलेल्या खेळाची फाइल नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="172"/>
        <source>the save file has no valid version number</source>
        <translation>जतन केलेल्या खेळाच्या फाइलमध्ये वैध आवृत्ती क्रमांक नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="177"/>
        <source>this game was saved by a newer version of Tractor Desktop (format %1); please update the game to open it</source>
        <translation>हा खेळ Tractor Desktopच्या नव्या आवृत्तीने जतन केला आहे (स्वरूप %1); तो उघडण्यासाठी खेळ अद्ययावत करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="188"/>
        <source>unknown save format version %1</source>
        <translation>जतन स्वरूपाची अज्ञात आवृत्ती %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="196"/>
        <source>the save file lacks &apos;%1&apos;</source>
        <translation>जतन केलेल्या खेळाच्या फाइलमध्ये &apos;%1&apos; नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="207"/>
        <source>the game in this file cannot be replayed at step %1</source>
        <translation>या फाइलमधील खेळ पायरी %1 वर पुन्हा खेळता येत नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="213"/>
        <source>the game in this file cannot be replayed</source>
        <translation>या फाइलमधील खेळ पुन्हा खेळता येत नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="218"/>
        <source>the save file is nested too deeply</source>
        <translation>जतन केलेल्या खेळाच्या फाइलची रचना खूप खोलवर गुंतलेली आहे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="228"/>
        <source>&apos;take_backs&apos; must be a whole number from 0 to %1</source>
        <translation>&apos;take_backs&apos; ही 0 ते %1 मधील पूर्ण संख्या असायला हवी</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="255"/>
        <source>&apos;players&apos; must list the four seats</source>
        <translation>&apos;players&apos; मध्ये चारही जागा असायला हव्यात</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="261"/>
        <source>each player must have a name and a level</source>
        <translation>प्रत्येक खेळाडूला नाव आणि पातळी असायला हवी</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="266"/>
        <source>a player&apos;s name must be text of at most 60 characters</source>
        <translation>खेळाडूचे नाव जास्तीत जास्त 60 अक्षरांचा मजकूर असायला हवा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="273"/>
        <source>unknown player level %1</source>
        <translation>खेळाडूची अज्ञात पातळी %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="344"/>
        <source>there is no file %1</source>
        <translation>%1 ही फाइल अस्तित्वात नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="348"/>
        <source>%1 is not a file</source>
        <translation>%1 ही फाइल नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="353"/>
        <source>%1 is too large to be a save file (%2 KB)</source>
        <translation>%1 जतन केलेल्या खेळाची फाइल असण्यासाठी खूप मोठी आहे (%2 KB)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="363"/>
        <source>cannot read %1: %2</source>
        <translation>%1 वाचता येत नाही: %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="373"/>
        <source>%1 is not a save file (it is not text)</source>
        <translation>%1 ही जतन केलेल्या खेळाची फाइल नाही (ती मजकूर नाही)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="380"/>
        <source>%1 is damaged: it is not valid JSON</source>
        <translation>%1 खराब झाली आहे: ती वैध JSON नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="180"/>
        <source>this position cannot be played on</source>
        <translation>या स्थितीपासून खेळ पुढे खेळता येत नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="280"/>
        <source>the game is not autosaved</source>
        <translation>खेळ आपोआप जतन होत नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="411"/>
        <source>choose a file to save to</source>
        <translation>जतन करण्यासाठी फाइल निवडा</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="66"/>
        <source>Round</source>
        <translation>डाव</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="67"/>
        <source>Declarers</source>
        <translation>घोषणाकर्ते</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="68"/>
        <source>Points</source>
        <translation>गुण</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="69"/>
        <source>Result</source>
        <translation>निकाल</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="70"/>
        <source>Levels</source>
        <translation>पातळ्या</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="142"/>
        <source>Us (N–S)</source>
        <translation>आम्ही (उ–द)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="142"/>
        <source>Them (E–W)</source>
        <translation>ते (पू–प)</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="457"/>
        <source>Your statistics could not be saved: %1</source>
        <translation>तुमची आकडेवारी जतन होऊ शकली नाही: %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="111"/>
        <source>Settings</source>
        <translation>सेटिंग्ज</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="115"/>
        <source>&amp;Rules</source>
        <translation>नियम(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="116"/>
        <source>&amp;Players</source>
        <translation>खेळाडू(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="117"/>
        <source>&amp;Table</source>
        <translation>टेबल(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="118"/>
        <source>&amp;Language</source>
        <translation>भाषा(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="148"/>
        <source>These rules apply to the next new game.</source>
        <translation>हे नियम पुढच्या नव्या खेळापासून लागू होतील.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="154"/>
        <source>Rule preset</source>
        <translation>नियमांचा संच</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="158"/>
        <source>&amp;Standard rules</source>
        <translation>मानक नियम(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="212"/>
        <source>The game in progress keeps its own rules: %1</source>
        <translation>चालू खेळ त्याचेच नियम पाळतो: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="213"/>
        <source>the standard rules</source>
        <translation>मानक नियम</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="239"/>
        <source>You (South)</source>
        <translation>तुम्ही (दक्षिण)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="240"/>
        <source>East</source>
        <translation>पूर्व</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="241"/>
        <source>North (partner)</source>
        <translation>उत्तर (भागीदार)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="242"/>
        <source>West</source>
        <translation>पश्चिम</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="250"/>
        <source>Name of %1</source>
        <translation>%1 — नाव</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="258"/>
        <source>Level of %1</source>
        <translation>%1 — काठिण्य पातळी</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="271"/>
        <source>Animation speed</source>
        <translation>ॲनिमेशनचा वेग</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="276"/>
        <source>Card size</source>
        <translation>पत्त्यांचा आकार</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="277"/>
        <source>Four-colour suits (♦ blue, ♣ green)</source>
        <translation>चौरंगी पत्ते (♦ निळा, ♣ हिरवा)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="282"/>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="290"/>
        <source>Card back colour</source>
        <translation>पत्त्यांच्या पाठीचा रंग</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="287"/>
        <source>Other colour…</source>
        <translation>दुसरा रंग…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="291"/>
        <source>Confirm before playing (drags only select)</source>
        <translation>खेळण्यापूर्वी खात्री करा (ओढल्याने फक्त निवड होते)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="293"/>
        <source>Offer hints</source>
        <translation>संकेत द्या</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="295"/>
        <source>Play a forced last card by itself</source>
        <translation>पर्याय नसलेले शेवटचे पत्ते आपोआप खेळा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="297"/>
        <source>Pause the draw when I can declare</source>
        <translation>मला घोषणा करता येईल तेव्हा पत्ते काढणे थांबवा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="299"/>
        <source>A moment to read the declare button and choose, when the chance first comes</source>
        <translation>पहिल्यांदा संधी मिळते तेव्हा घोषणा बटण वाचून निवड करण्यासाठी थोडा वेळ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="302"/>
        <source>Allow taking back moves (Ctrl+Z)</source>
        <translation>चाली मागे घेऊ द्या (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="304"/>
        <source>Games with take-backs are counted separately in the statistics</source>
        <translation>चाली मागे घेतलेले खेळ आकडेवारीत वेगळे मोजले जातात</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="307"/>
        <source>Show the card memory</source>
        <translation>पत्त्यांची नोंद दाखवा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="318"/>
        <source>Sounds</source>
        <translation>ध्वनी</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="325"/>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="338"/>
        <source>Volume</source>
        <translation>आवाज</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="330"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="345"/>
        <source>System default</source>
        <translation>प्रणालीनुसार</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="350"/>
        <source>Language</source>
        <translation>भाषा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="351"/>
        <source>A new language applies after a restart.</source>
        <translation>नवी भाषा ॲप पुन्हा सुरू केल्यावर लागू होईल.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="379"/>
        <source>Custom</source>
        <translation>सानुकूल</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="411"/>
        <source>Custom colour</source>
        <translation>सानुकूल रंग</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="170"/>
        <source>The settings file could not be read; the defaults are used.</source>
        <translation>सेटिंग्ज फाइल वाचता आली नाही; डीफॉल्ट सेटिंग्ज वापरल्या जात आहेत.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="435"/>
        <source>%1 and %n more</source>
        <translation>%1 आणि आणखी %n</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="438"/>
        <source>Some settings could not be read and were reset: %1.</source>
        <translation>काही सेटिंग्ज वाचता आल्या नाहीत, म्हणून त्या रीसेट केल्या: %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="264"/>
        <source>The settings file is not a regular file; the settings were not saved.</source>
        <translation>सेटिंग्ज फाइल सामान्य फाइल नाही; सेटिंग्ज जतन केल्या नाहीत.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="148"/>
        <source>The settings file is not a regular file; the defaults are used.</source>
        <translation>सेटिंग्ज फाइल ही सामान्य फाइल नाही; डीफॉल्ट सेटिंग्ज वापरल्या जात आहेत.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="156"/>
        <source>The settings file is too large (%1 KB; the game&apos;s own are at most %2 KB); the defaults are used.</source>
        <translation>सेटिंग्ज फाइल खूप मोठी आहे (%1 KB; खेळाच्या स्वतःच्या फाइल्स जास्तीत जास्त %2 KB असतात); डीफॉल्ट सेटिंग्ज वापरल्या जात आहेत.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="161"/>
        <source>The settings file is too large (%1 KB; the game&apos;s own are at most %2 KB); the defaults are used, and the file was kept as %3.</source>
        <translation>सेटिंग्ज फाइल खूप मोठी आहे (%1 KB; खेळाच्या स्वतःच्या फाइल्स जास्तीत जास्त %2 KB असतात); डीफॉल्ट सेटिंग्ज वापरल्या जात आहेत, आणि ती फाइल %3 म्हणून ठेवली आहे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="270"/>
        <source>The settings file is too large and could not be moved aside; the settings were not saved.</source>
        <translation>सेटिंग्ज फाइल खूप मोठी आहे आणि ती बाजूला हलवता आली नाही; सेटिंग्ज जतन झाल्या नाहीत.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="281"/>
        <source>The settings could not be saved to %1.</source>
        <translation>सेटिंग्ज %1 येथे जतन करता आल्या नाहीत.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../tractor_desktop/app/statistics.py" line="129"/>
        <source>Your statistics file was damaged and could not be read, so your statistics start afresh. The damaged file was kept as %1.</source>
        <translation>तुमची आकडेवारीची फाइल खराब झाली होती आणि वाचता आली नाही, म्हणून तुमची आकडेवारी नव्याने सुरू होत आहे. खराब फाइल %1 म्हणून ठेवली आहे.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="43"/>
        <source>Statistics</source>
        <translation>आकडेवारी</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="51"/>
        <source>Games</source>
        <translation>खेळ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="53"/>
        <source>All games</source>
        <translation>सर्व खेळ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="54"/>
        <source>Without take-backs</source>
        <translation>चाल मागे न घेता</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="55"/>
        <source>With take-backs</source>
        <translation>चाल मागे घेऊन</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="56"/>
        <source>Given up (lost)</source>
        <translation>सोडून दिलेले (हरलेले)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="59"/>
        <source>A game you give up unfinished counts as lost, unless a save file holds it as it stands. Games and rounds you made no move in are not counted.</source>
        <translation>अपूर्ण सोडून दिलेला खेळ हरलेला मानला जातो, मात्र तो जसा आहे तसा एखाद्या जतन केलेल्या फाइलमध्ये असल्यास नाही. ज्या खेळांत आणि डावांत तुम्ही एकही चाल केली नाही, ते मोजले जात नाहीत.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="64"/>
        <source>Rounds</source>
        <translation>डाव</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="66"/>
        <source>All rounds</source>
        <translation>सर्व डाव</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="67"/>
        <source>As declarers</source>
        <translation>घोषणाकर्ते म्हणून</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="68"/>
        <source>As opponents</source>
        <translation>प्रतिस्पर्धी म्हणून</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="69"/>
        <source>After a take-back</source>
        <translation>चाल मागे घेतल्यानंतर</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="72"/>
        <source>Rounds played after a take-back count only in their own row and add no levels.</source>
        <translation>चाल मागे घेतल्यानंतर खेळलेले डाव फक्त त्यांच्याच ओळीत मोजले जातात आणि त्यांनी पातळी वाढत नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="76"/>
        <source>Games by the opponents&apos; strength</source>
        <translation>प्रतिस्पर्ध्यांच्या काठिण्य पातळीनुसार खेळ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="79"/>
        <source>A game counts under the stronger of your two opponents. Games with take-backs are not counted here.</source>
        <translation>प्रत्येक खेळ तुमच्या दोन प्रतिस्पर्ध्यांपैकी अधिक बलवान प्रतिस्पर्ध्याच्या पातळीखाली मोजला जातो. चाली मागे घेतलेले खेळ येथे मोजले जात नाहीत.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="84"/>
        <source>Streaks and levels</source>
        <translation>सलग विजय आणि पातळ्या</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="86"/>
        <source>Current winning streak</source>
        <translation>सध्याचे सलग विजय</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="87"/>
        <source>Longest winning streak</source>
        <translation>सर्वाधिक सलग विजय</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="88"/>
        <source>Levels gained</source>
        <translation>वाढलेल्या पातळ्या</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="89"/>
        <source>Highest level reached</source>
        <translation>गाठलेली सर्वोच्च पातळी</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="92"/>
        <source>A streak counts the games won in a row without take-backs; a game won with take-backs does not add to it, and any lost game ends it.</source>
        <translation>सलग विजयांत चाल मागे न घेता सलग जिंकलेले खेळ मोजले जातात; चाल मागे घेऊन जिंकलेला खेळ त्यात भर घालत नाही, आणि कोणताही हरलेला खेळ ही मालिका संपवतो.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="107"/>
        <source>Reset</source>
        <translation>रीसेट</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="134"/>
        <source>Won</source>
        <translation>जिंकले</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="134"/>
        <source>Played</source>
        <translation>खेळले</translation>
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
            <numerusform>%n खेळ</numerusform>
            <numerusform>%n खेळ</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="230"/>
        <source>Reset statistics</source>
        <translation>आकडेवारी रीसेट करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="231"/>
        <source>Clear all your statistics? This cannot be undone.</source>
        <translation>तुमची सर्व आकडेवारी पुसून टाकायची? हे पूर्ववत करता येणार नाही.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_scene.py" line="345"/>
        <source>Talon</source>
        <translation>राखीव पत्ते</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_view.py" line="33"/>
        <source>Card table</source>
        <translation>पत्त्यांचे टेबल</translation>
    </message>
</context>
<context>
    <name>TrickHistoryModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="158"/>
        <source>Plays, from the leader</source>
        <translation>चाली, हात सुरू करणाऱ्यापासून</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="159"/>
        <source>Won by</source>
        <translation>विजेता</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="160"/>
        <source>Points</source>
        <translation>गुण</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="103"/>
        <source>The round is over: the opponents have %1 points, fewer than 80, so your side wins it and goes up in level. The summary in front shows the talon, the points and the new levels; press Continue there to end the lesson.</source>
        <translation>डाव संपला: प्रतिस्पर्ध्यांचे %1 गुण झाले, म्हणजे 80 पेक्षा कमी, म्हणून हा डाव तुमची बाजू जिंकते आणि तिची पातळी वाढते. समोर उघडलेल्या सारांशात राखीव पत्ते, गुण आणि नव्या पातळ्या दिसतात; धडा संपवण्यासाठी तेथे “पुढे” दाबा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="109"/>
        <source>The round is over: the opponents have %1 points, 80 or more, so they take over: they are the declarers next round, and from 120 points they go up in level too. The summary in front shows the talon, the points and the levels; press Continue there to end the lesson.</source>
        <translation>डाव संपला: प्रतिस्पर्ध्यांचे %1 गुण झाले, म्हणजे 80 किंवा अधिक, म्हणून आता तेच घोषणाकर्ते बनतात: पुढच्या डावात ते घोषणाकर्ते असतील, आणि 120 गुणांपासून त्यांची पातळीही वाढते. समोर उघडलेल्या सारांशात राखीव पत्ते, गुण आणि पातळ्या दिसतात; धडा संपवण्यासाठी तेथे “पुढे” दाबा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="125"/>
        <source>Welcome! You are South, at the bottom; North, at the top, is your partner against East and West. You make your own moves in this round, and the others&apos; moves are arranged so that every rule turns up.</source>
        <translation>स्वागत! तुम्ही दक्षिण आहात, खालच्या बाजूला; वरच्या बाजूचा उत्तर तुमचा भागीदार आहे, आणि तुम्ही दोघे पूर्व व पश्चिम यांच्याविरुद्ध खेळता. या डावात तुमच्या चाली तुम्ही स्वतः खेळता; इतरांच्या चाली अशा ठरवल्या आहेत की प्रत्येक नियम समोर येईल.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="135"/>
        <source>First the cards are drawn one at a time, 25 for each player; the last 8 are the talon. The trump rank of the first round is 2: showing a 2 makes its suit trumps. That is declaring.</source>
        <translation>आधी पत्ते एकेक करून काढले जातात, प्रत्येक खेळाडूला 25; शेवटचे 8 पत्ते राखीव पत्ते असतात. पहिल्या डावाचा हुकमाचा रँक 2 आहे: 2 दाखवला की त्याचा रंग हुकूम ठरतो. यालाच घोषणा करणे म्हणतात.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="164"/>
        <source>All cards are drawn, and each player in turn has a last chance to declare. You have nothing stronger to show: press No declaration.</source>
        <translation>सर्व पत्ते काढून झाले; आता प्रत्येक खेळाडूला क्रमाने घोषणा करण्याची शेवटची संधी मिळते. तुमच्याकडे दाखवण्यासारखे अधिक बलवान काही नाही: “घोषणा नाही” दाबा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="183"/>
        <source>As the starter you picked up the talon: its 8 cards are marked in your hand. Bury 8 cards face down in their place: select the highlighted ones, low cards without points, and press Bury.</source>
        <translation>डाव सुरू करणारे म्हणून तुम्ही राखीव पत्ते उचलले: ते 8 पत्ते तुमच्या हातात चिन्हांकित केले आहेत. त्यांच्या जागी 8 पत्ते पालथे राखीव म्हणून खाली ठेवा: दर्शवलेले पत्ते — गुण नसलेले लहान पत्ते — निवडा आणि “8 पत्ते राखीव ठेवा” दाबा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="193"/>
        <source>You lead the first trick. The simplest lead is a single card: click your %1, then press Play. The others must follow with a heart if they have one.</source>
        <translation>पहिला हात तुम्ही सुरू करता. सर्वांत सोपी सुरुवात म्हणजे एकच पत्ता: तुमच्या %1वर क्लिक करा, मग “खेळा” दाबा. इतरांकडे बदाम असल्यास त्यांनी बदामच खेळला पाहिजे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="202"/>
        <source>Everyone followed with a heart and your Ace won; the winner leads the next trick. Now lead a pair, two identical cards: your %1.</source>
        <translation>सर्वांनी बदाम खेळला आणि तुमचा एक्का जिंकला; हात जिंकणारा पुढचा हात सुरू करतो. आता जोडीने सुरुवात करा, म्हणजे दोन एकसारखे पत्ते: तुमचे %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="211"/>
        <source>A pair is followed by a pair of the suit if one is held (North), else by two cards of the suit (East). Now lead a tractor, pairs next to each other in rank: %1.</source>
        <translation>जोडीवर, त्या रंगाची जोडी हातात असल्यास जोडीच खेळावी लागते (उत्तर), नसल्यास त्या रंगाचे दोन पत्ते (पूर्व). आता ट्रॅक्टरने सुरुवात करा, म्हणजे रँकमध्ये लागोपाठच्या जोड्या: %1.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="145"/>
        <source>You have just drawn a 2, the %1. Declare it with its button below the table: diamonds become trumps and, unless someone cancels it, you become the starter.</source>
        <translation>तुम्ही आत्ताच एक 2 काढला, %1. टेबलाखालील त्याच्या बटणाने त्याची घोषणा करा: चौकट हुकूम ठरतो आणि, कोणी ही घोषणा रद्द केली नाही तर, डाव तुम्ही सुरू करता.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="154"/>
        <source>You and North are now the declarers. A single 2 can still be cancelled by two identical 2s or two identical jokers, but no one shows them this time: the draw goes on.</source>
        <translation>आता तुम्ही आणि उत्तर घोषणाकर्ते आहात. एकट्या 2 ची घोषणा अजूनही दोन एकसारख्या 2 नी किंवा दोन एकसारख्या जोकरनी रद्द होऊ शकते, पण या वेळी कोणीही ते दाखवत नाही: पत्ते काढणे सुरू राहते.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="173"/>
        <source>The trump is settled: every diamond, every 2 and the jokers are trumps, from high to low: big joker, small joker, 2♦, the other 2s (equal to each other), then A♦ K♦ and so on. Your hand keeps the trumps together at the right.</source>
        <translation>हुकूम निश्चित झाला: सर्व चौकट, सर्व 2 आणि जोकर हुकमाचे आहेत, मोठ्याकडून लहानाकडे: मोठा जोकर, लहान जोकर, 2♦, इतर 2 (एकमेकांइतकेच), मग A♦ K♦ वगैरे. तुमच्या हातात हुकमाचे पत्ते एकत्र उजवीकडे ठेवलेले असतात.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="220"/>
        <source>East had to play its pair of A♣: followers play as many pairs of the suit as they can. Now lead top cards all at once (a throw): %1. Both K♠ are gone and you hold both A♠, so no one can beat either part.</source>
        <translation>पूर्वला त्याची A♣ ची जोडी खेळावी लागली: मागून खेळणारे त्या रंगाच्या शक्य तितक्या जोड्या खेळतात. आता सर्वांत मोठे पत्ते एकदम खेळून हात सुरू करा (सर्वांत मोठ्या पत्त्यांची चाल): %1. दोन्ही K♠ खेळून झाले आहेत आणि दोन्ही A♠ तुमच्याकडे आहेत, म्हणून कोणीही कोणत्याही भागावर मात करू शकत नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="230"/>
        <source>The throw won the trick. A throw fails if another player can beat any part of it: see what happens when you lead %1 together.</source>
        <translation>सर्वांत मोठ्या पत्त्यांच्या चालीने हात जिंकला. दुसरा खेळाडू चालीच्या कोणत्याही भागावर मात करू शकत असेल, तर ती चाल फसते: %1 एकत्र खेळल्यावर काय होते ते पाहा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="239"/>
        <source>East can beat your clubs with the K♣, so the throw failed: you take the 10♣ back and only the lower card, the 7♣, is led. The penalty: the opponents gain 10 points for each card taken back.</source>
        <translation>पूर्व K♣ ने तुमच्या किलवरवर मात करू शकतो, म्हणून ही चाल फसली: तुम्ही 10♣ परत घेता आणि फक्त लहान पत्ता, 7♣, खेळला जातो. दंड: परत घेतलेल्या प्रत्येक पत्त्यामागे प्रतिस्पर्ध्यांना 10 गुण मिळतात.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="249"/>
        <source>East won the trick. Points are the 5s (5 each), the 10s and the Kings (10 each); only the opponents, East and West, collect them in the tricks they win: 10 here, and 10 for the penalty.</source>
        <translation>हात पूर्वने जिंकला. गुणांचे पत्ते म्हणजे 5 (प्रत्येकी 5), 10 आणि राजे (प्रत्येकी 10); फक्त प्रतिस्पर्धी, म्हणजे पूर्व आणि पश्चिम, त्यांनी जिंकलेल्या हातांतील गुण गोळा करतात: येथे 10, आणि दंडाचे 10.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="259"/>
        <source>East led the K♥. While you hold cards of the suit led you must play one: play your %1. West&apos;s K♥ equals East&apos;s, and of equal cards the first played wins.</source>
        <translation>पूर्वने K♥ खेळून हात सुरू केला. सुरुवातीच्या रंगाचे पत्ते हातात असेपर्यंत त्यातलाच एक खेळला पाहिजे: तुमचा %1 खेळा. पश्चिमचा K♥ पूर्वच्या K♥ इतकाच आहे, आणि समान पत्त्यांमध्ये आधी खेळलेला पत्ता जिंकतो.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="268"/>
        <source>East took 30 points and leads a pair of hearts. Holding a pair of hearts, you must follow with it, not with two different hearts: play your %1.</source>
        <translation>पूर्वने 30 गुण घेतले आणि आता बदामाची जोडी खेळून हात सुरू केला आहे. तुमच्याकडे बदामाची जोडी असल्याने तीच खेळली पाहिजे, दोन वेगवेगळे बदाम नव्हे: तुमचे %1 खेळा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="277"/>
        <source>West had no hearts left, so it could play trumps: its pair of big jokers won. You have seen the main rules of play; play the rest of the round yourself (Hint suggests a move).</source>
        <translation>पश्चिमकडे बदाम उरले नव्हते, म्हणून तो हुकूम खेळू शकला: त्याची मोठ्या जोकरची जोडी जिंकली. तुम्ही खेळाचे मुख्य नियम पाहिले; उरलेला डाव स्वतः खेळा (“संकेत” एखादी चाल सुचवतो).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="287"/>
        <source>Play on until every card is played. If the opponents win the last trick, the points buried in the talon count for them too, multiplied by twice the number of cards each player played to that trick.</source>
        <translation>सर्व पत्ते खेळून होईपर्यंत खेळत राहा. शेवटचा हात प्रतिस्पर्ध्यांनी जिंकला, तर राखीव पत्त्यांतील गुणही त्यांनाच मिळतात — प्रत्येक खेळाडूने त्या हातात खेळलेल्या पत्त्यांच्या संख्येच्या दुप्पटीने गुणून.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="88"/>
        <source>The lesson did not start: your game could not be saved first (%1). It goes on as it was.</source>
        <translation>धडा सुरू झाला नाही: तुमचा खेळ आधी जतन करता आला नाही (%1). तो जसा होता तसाच पुढे चालू राहतो.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="108"/>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="196"/>
        <source>Learn to play</source>
        <translation>खेळायला शिका</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="109"/>
        <source>The lesson takes the table for one round. Your game in progress is saved and comes back when the lesson ends. Start the lesson?</source>
        <translation>धडा एका डावासाठी टेबल वापरतो. तुमचा चालू खेळ जतन केला जातो आणि धडा संपल्यावर परत येतो. धडा सुरू करायचा?</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="234"/>
        <source>Lesson</source>
        <translation>धडा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="244"/>
        <source>Back</source>
        <translation>मागे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="245"/>
        <source>Next</source>
        <translation>पुढे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="246"/>
        <source>Leave the lesson</source>
        <translation>धडा सोडा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="296"/>
        <source>Learn to play: step %1 of %2</source>
        <translation>खेळायला शिका: पायरी %1 / %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="351"/>
        <source>Declare the %1 now: press its Declare button.</source>
        <translation>आता %1 घोषित करा: त्याचे घोषणा बटण दाबा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="355"/>
        <source>Press No declaration: your 2♦ stands.</source>
        <translation>“घोषणा नाही” दाबा: तुमची 2♦ ची घोषणा कायम राहते.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="357"/>
        <source>Select exactly the highlighted cards, then press Bury.</source>
        <translation>नेमके दर्शवलेले पत्ते निवडा, मग “8 पत्ते राखीव ठेवा” दाबा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="361"/>
        <source>This step asks for %1: select exactly the highlighted cards, then press Play.</source>
        <translation>या पायरीत %1 खेळायचे आहे: नेमके दर्शवलेले पत्ते निवडा, मग “खेळा” दाबा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="366"/>
        <source>Not now: the lesson tells you when it is your move.</source>
        <translation>आत्ता नाही: तुमची चाल केव्हा आहे ते धडा तुम्हाला सांगेल.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="423"/>
        <source>Your game could not be brought back: %1</source>
        <translation>तुमचा खेळ परत आणता आला नाही: %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="431"/>
        <source>Your game is back where you left it.</source>
        <translation>तुमचा खेळ तुम्ही जिथे सोडला होता तिथूनच परत आला आहे.</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="29"/>
        <source>Welcome to Tractor Desktop</source>
        <translation>Tractor Desktop मध्ये तुमचे स्वागत</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="34"/>
        <source>Welcome to Tractor</source>
        <translation>ट्रॅक्टर खेळात तुमचे स्वागत!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="43"/>
        <source>Tractor (升级, &quot;level up&quot;) is a card game for four players in two teams, with two packs. You play with North, opposite you, against East and West: win tricks with points in them, and your side climbs from 2 to Ace.</source>
        <translation>ट्रॅक्टर (升级, “पातळी वाढ”) हा दोन संघांतील चार खेळाडूंचा, दोन डेकने खेळला जाणारा पत्त्यांचा खेळ आहे. तुम्ही समोर बसलेल्या उत्तरसोबत पूर्व आणि पश्चिम यांच्याविरुद्ध खेळता: गुणांचे पत्ते असलेले हात जिंका, म्हणजे तुमची बाजू 2 पासून एक्क्यापर्यंत चढते.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="52"/>
        <source>Learn to play</source>
        <translation>खेळायला शिका</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="53"/>
        <source>A guided first round: the game shows you each step, you play the cards.</source>
        <translation>मार्गदर्शनासह पहिला डाव: खेळ तुम्हाला प्रत्येक पायरी दाखवतो, पत्ते तुम्ही खेळता.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="57"/>
        <source>Play a game</source>
        <translation>खेळ सुरू करा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="58"/>
        <source>Against three computer players, your partner opposite you.</source>
        <translation>तीन संगणक खेळाडूंसोबत; तुमचा भागीदार तुमच्या समोर असतो.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="64"/>
        <source>Host a table for friends…</source>
        <translation>मित्रांसाठी टेबल आयोजित करा…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="65"/>
        <source>Join a friend&apos;s table…</source>
        <translation>मित्राच्या टेबलात सामील व्हा…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="73"/>
        <source>All of these are in the Game and Help menus too; this welcome is shown once.</source>
        <translation>हे सर्व “खेळ” आणि “मदत” मेनूंमध्येही आहे; हे स्वागत एकदाच दाखवले जाते.</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="75"/>
        <source>Level table: %1 points</source>
        <translation>पातळी तक्ता: %1 गुण</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="37"/>
        <source>We won the last trick: talon points %1 × %2 = %3</source>
        <translation>शेवटचा हात आम्ही जिंकला: राखीव पत्त्यांचे गुण %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="41"/>
        <source>They won the last trick: talon points %1 × %2 = %3</source>
        <translation>शेवटचा हात त्यांनी जिंकला: राखीव पत्त्यांचे गुण %1 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="52"/>
        <source>They won the last trick as declarers: the talon&apos;s %1 points do not count.</source>
        <translation>शेवटचा हात त्यांनी घोषणाकर्ते म्हणून जिंकला: राखीव पत्त्यांचे %1 गुण मोजले जात नाहीत.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="57"/>
        <source>We won the last trick as declarers: the talon&apos;s %1 points do not count.</source>
        <translation>शेवटचा हात आम्ही घोषणाकर्ते म्हणून जिंकला: राखीव पत्त्यांचे %1 गुण मोजले जात नाहीत.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="63"/>
        <source>Our points: %1 in tricks, %2 in all</source>
        <translation>आमचे गुण: हातांमधून %1, एकूण %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="65"/>
        <source>Their points: %1 in tricks, %2 in all</source>
        <translation>त्यांचे गुण: हातांमधून %1, एकूण %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="72"/>
        <source>Level table: no points (0 or less)</source>
        <translation>पातळी तक्ता: एकही गुण नाही (0 किंवा कमी)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="82"/>
        <source>%1 defend: levels +%2</source>
        <translation>%1: घोषणाकर्तेपद राखले, पातळ्या +%2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="88"/>
        <source>%1 take over: levels +%2</source>
        <translation>%1: आता घोषणाकर्ते, पातळ्या +%2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="94"/>
        <source>%1 take over (80–115 points: no level gained)</source>
        <translation>%1: आता घोषणाकर्ते (80–115 गुण: पातळी वाढत नाही)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="100"/>
        <source>Levels now: Us %1, Them %2</source>
        <translation>आताच्या पातळ्या: आम्ही %1, ते %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="107"/>
        <source>%1 go past Ace and win the game!</source>
        <translation>%1: एक्का पार करून खेळ जिंकला!</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="113"/>
        <source>%1 starts the next round.</source>
        <translation>पुढचा डाव सुरू करणारा: %1.</translation>
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
&lt;h2&gt;ट्रॅक्टर थोडक्यात&lt;/h2&gt;
&lt;p&gt;दोन भागीदाऱ्यांमध्ये चार खेळाडू: तुम्ही (दक्षिण) आणि उत्तर विरुद्ध पूर्व आणि पश्चिम. चार जोकरसह दोन डेक, एकूण 108 पत्ते. प्रत्येक राजा आणि प्रत्येक 10 चे 10 गुण, प्रत्येक 5 चे 5 गुण: डेकमध्ये एकूण 200 गुण.&lt;/p&gt;
&lt;h3&gt;पातळ्या आणि हुकूम&lt;/h3&gt;
&lt;p&gt;दोन्ही संघ पातळी 2 पासून सुरुवात करून एक्क्याकडे चढतात; एक्का पार करणारा पहिला संघ जिंकतो. प्रत्येक डावाचा हुकमाचा रँक म्हणजे घोषणाकर्त्या संघाची पातळी. पत्ते काढले जात असताना हुकमाच्या रँकचा एक पत्ता दाखवा, म्हणजे त्याचा रंग हुकूम ठरतो; अशा पत्त्यांची जोडी एकट्या पत्त्यावर मात करते; दोन एकसारख्या जोकरची जोडी सर्वांवर मात करते आणि त्या डावात हुकमाचा रंग नसतो.&lt;/p&gt;
&lt;p&gt;हुकमाचे पत्ते, मोठ्यापासून लहानाकडे: लाल जोकर, काळा जोकर, हुकमाच्या रंगातील हुकमाच्या रँकचा पत्ता, इतर रंगांतील हुकमाच्या रँकचे पत्ते (समान), मग एक्क्यापासून खाली हुकमाचा रंग. सर्व हुकमाचे पत्ते मिळून एकच रंग मानला जातो.&lt;/p&gt;
&lt;h3&gt;राखीव पत्ते&lt;/h3&gt;
&lt;p&gt;डाव सुरू करणारा उरलेले 8 पत्ते उचलतो आणि 8 पत्ते राखीव म्हणून खाली ठेवतो. शेवटचा हात प्रतिस्पर्ध्यांनी जिंकला, तर राखीव पत्त्यांतील गुण त्यांना मिळतात — प्रत्येकाने त्या हातात खेळलेल्या पत्त्यांच्या संख्येच्या दुप्पटीने गुणून.&lt;/p&gt;
&lt;h3&gt;हात&lt;/h3&gt;
&lt;p&gt;हाताची सुरुवात एका पत्त्याने, &lt;b&gt;जोडी&lt;/b&gt;ने (दोन एकसारखे पत्ते), &lt;b&gt;ट्रॅक्टर&lt;/b&gt;ने (एकाच रंगाच्या लागोपाठच्या जोड्या) किंवा एकाच रंगाच्या, कोणीही मात करू न शकणाऱ्या अनेक &lt;b&gt;सर्वांत मोठ्या पत्त्यांनी&lt;/b&gt; करा. इतरांनी तोच रंग खेळला पाहिजे आणि शक्य तितक्या जोड्या जुळवल्या पाहिजेत. सर्वांत मोठ्या पत्त्यांच्या चालीवर मात होऊ शकते असे निघाले, तर परत घ्याव्या लागलेल्या प्रत्येक पत्त्यामागे 10 गुणांचा दंड होतो.&lt;/p&gt;
&lt;h3&gt;गुणमोजणी&lt;/h3&gt;
&lt;p&gt;फक्त प्रतिस्पर्धी गुण गोळा करतात. 40 पेक्षा कमी: घोषणाकर्ते 2 पातळ्या वर जातात (एकही गुण नसेल तर 3); 40–75: घोषणाकर्ते +1; 80 किंवा अधिक: प्रतिस्पर्धी घोषणाकर्ते बनतात आणि 80 च्या पुढील प्रत्येक 40 गुणांमागे एक पातळी वाढवतात.&lt;/p&gt;
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
&lt;h3&gt;हुकमाचा रंग नसलेले डाव&lt;/h3&gt;
&lt;p&gt;जोकरची जोडी घोषित झाल्यावर फक्त चार जोकरच हुकमाचे असतात. या नियमांनुसार तेव्हा हुकमाच्या रँकचे पत्ते त्यांच्या रंगाचे सामान्य पत्ते असतात, एक्क्यापासून खाली त्यांच्या नेहमीच्या जागी; घोषणाकर्त्या संघाची पातळी डावाच्या शेवटी तरीही पुढे सरकते. अनेक ठिकाणी तेव्हाही हुकमाच्या रँकचे पत्ते हुकमाचेच मानले जातात: सेटिंग्जमधील “हुकमाचा रंग नसतानाही हुकमाच्या रँकचे पत्ते हुकमाचेच राहतात” हा नियम-पर्याय याच पद्धतीने खेळतो.&lt;/p&gt;
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
&lt;p&gt;ट्रॅक्टर (升级 / 拖拉机): तीन संगणक खेळाडूंविरुद्ध ऑफलाइन खेळा, किंवा मित्रांसोबत
नेटवर्कवरून.&lt;/p&gt;
&lt;p&gt;कॉपीराइट © 2026 Tractor Desktop चे लेखक. MIT License अंतर्गत प्रकाशित.&lt;/p&gt;
&lt;p&gt;हा प्रोग्राम PySide6 (Qt for Python) द्वारे Qt वापरतो; Qt हे GNU Lesser General Public License
आवृत्ती 3 अंतर्गत वापरले आहे. Qt © The Qt Company Ltd. आणि इतर योगदानकर्ते. हा प्रोग्राम वापरत असलेल्या
Qt लायब्ररी तुम्ही स्वतः बिल्ड केलेल्या लायब्ररींनी बदलू शकता; LGPL चा संपूर्ण मजकूर
https://www.gnu.org/licenses/lgpl-3.0.html येथे आहे.&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="25"/>
        <source>spades</source>
        <translation>इस्पिक</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="26"/>
        <source>hearts</source>
        <translation>बदाम</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="27"/>
        <source>diamonds</source>
        <translation>चौकट</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="28"/>
        <source>clubs</source>
        <translation>किलवर</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="29"/>
        <source>no trump</source>
        <translation>हुकमाचा रंग नाही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="30"/>
        <source>trumps</source>
        <translation>हुकूम</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="35"/>
        <source>Jack</source>
        <translation>गुलाम</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="36"/>
        <source>Queen</source>
        <translation>राणी</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="37"/>
        <source>King</source>
        <translation>राजा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="38"/>
        <source>Ace</source>
        <translation>एक्का</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="46"/>
        <source>Red joker (big)</source>
        <translation>लाल जोकर (मोठा)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="48"/>
        <source>Black joker (small)</source>
        <translation>काळा जोकर (लहान)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="55"/>
        <source>%1 of %2</source>
        <comment>a face card or an Ace: Queen of hearts</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="57"/>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="65"/>
        <source>Big joker</source>
        <translation>मोठा जोकर</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="67"/>
        <source>Small joker</source>
        <translation>लहान जोकर</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="81"/>
        <source>Declare no trump (pair of big jokers)</source>
        <translation>हुकमाच्या रंगाशिवाय घोषणा करा (मोठ्या जोकरची जोडी)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="82"/>
        <source>Declare no trump (pair of small jokers)</source>
        <translation>हुकमाच्या रंगाशिवाय घोषणा करा (लहान जोकरची जोडी)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="90"/>
        <source>South (you)</source>
        <translation>दक्षिण (तुम्ही)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="91"/>
        <location filename="../../tractor_desktop/ui/names.py" line="107"/>
        <source>East</source>
        <translation>पूर्व</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="92"/>
        <location filename="../../tractor_desktop/ui/names.py" line="108"/>
        <source>North</source>
        <translation>उत्तर</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="93"/>
        <location filename="../../tractor_desktop/ui/names.py" line="109"/>
        <source>West</source>
        <translation>पश्चिम</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="100"/>
        <source>South</source>
        <translation>दक्षिण</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="106"/>
        <source>You</source>
        <translation>तुम्ही</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="128"/>
        <source>Us (N–S)</source>
        <translation>आम्ही (उ–द)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="130"/>
        <source>Them (E–W)</source>
        <translation>ते (पू–प)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="143"/>
        <source>Points</source>
        <translation>गुण</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="145"/>
        <source>Our points</source>
        <translation>आमचे गुण</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="146"/>
        <source>Their points</source>
        <translation>त्यांचे गुण</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="156"/>
        <source>No trump (%1)</source>
        <translation>हुकमाचा रंग नाही (%1)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="163"/>
        <source>The game is over.</source>
        <translation>खेळ संपला आहे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="164"/>
        <source>That can&apos;t be done right now.</source>
        <translation>हे आत्ता करता येणार नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="165"/>
        <source>Wait for your turn.</source>
        <translation>तुमच्या पाळीची वाट पाहा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="166"/>
        <source>Those cards are not in your hand.</source>
        <translation>ते पत्ते तुमच्या हातात नाहीत.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="169"/>
        <source>Select some cards first.</source>
        <translation>आधी काही पत्ते निवडा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="170"/>
        <source>To declare, show one trump-rank card, a pair of them, or a pair of jokers.</source>
        <translation>घोषणा करण्यासाठी हुकमाच्या रँकचा एक पत्ता, अशा पत्त्यांची जोडी किंवा जोकरची जोडी दाखवा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="173"/>
        <source>A pair of jokers was shown: the trump is settled.</source>
        <translation>जोकरची जोडी दाखवली गेली: हुकूम निश्चित झाला.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="176"/>
        <source>A single card can&apos;t cancel another single.</source>
        <translation>एकटा पत्ता दुसऱ्या एकट्या पत्त्याची घोषणा रद्द करू शकत नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="179"/>
        <source>Only a pair of jokers can cancel a declared pair.</source>
        <translation>घोषित जोडी फक्त जोकरच्या जोडीनेच रद्द होऊ शकते.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="182"/>
        <source>These rules don&apos;t let you turn your single into a pair.</source>
        <translation>या नियमांनुसार तुमच्या एकट्या पत्त्याच्या घोषणेची जोडी करता येत नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="185"/>
        <source>You can&apos;t change your own declaration.</source>
        <translation>तुम्ही स्वतःची घोषणा बदलू शकत नाही.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="188"/>
        <source>Select exactly 8 cards to bury.</source>
        <translation>राखीव म्हणून खाली ठेवण्यासाठी नेमके 8 पत्ते निवडा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="189"/>
        <source>A lead must be all one suit, or all trumps.</source>
        <translation>हात सुरू करणारे सर्व पत्ते एकाच रंगाचे किंवा सर्व हुकमाचे असले पाहिजेत.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="192"/>
        <source>Another player can beat part of those cards: lead them separately.</source>
        <translation>दुसरा खेळाडू यातील काही पत्त्यांवर मात करू शकतो: ते वेगवेगळे खेळा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="195"/>
        <source>Play as many cards as the leader.</source>
        <translation>हात सुरू करणाऱ्याइतकेच पत्ते खेळा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="198"/>
        <source>You must follow suit while you hold cards of the suit led.</source>
        <translation>सुरुवातीच्या रंगाचे पत्ते हातात असेपर्यंत तोच रंग खेळला पाहिजे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="201"/>
        <source>You hold a pair in the suit led: you must play it.</source>
        <translation>सुरुवातीच्या रंगाची जोडी तुमच्याकडे आहे: ती खेळलीच पाहिजे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="204"/>
        <source>You must play as many pairs of the suit led as you can.</source>
        <translation>सुरुवातीच्या रंगाच्या शक्य तितक्या जोड्या खेळल्या पाहिजेत.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="207"/>
        <source>You hold a tractor in the suit led: you must play it.</source>
        <translation>सुरुवातीच्या रंगाचा ट्रॅक्टर तुमच्याकडे आहे: तो खेळलाच पाहिजे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="211"/>
        <source>The lesson asks for another move here: the marked cards.</source>
        <translation>धडा येथे वेगळी चाल मागतो: चिन्हांकित पत्ते.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="215"/>
        <source>That is not allowed.</source>
        <translation>याला परवानगी नाही.</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="35"/>
        <source>Trumps were led: you must play trumps while you hold any.</source>
        <translation>हात हुकमाने सुरू झाला: हुकमाचे पत्ते हातात असेपर्यंत हुकूमच खेळला पाहिजे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="38"/>
        <source>You hold a pair of trumps: you must play it.</source>
        <translation>हुकमाची जोडी तुमच्याकडे आहे: ती खेळलीच पाहिजे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="41"/>
        <source>You must play as many pairs of trumps as you can.</source>
        <translation>हुकमाच्या शक्य तितक्या जोड्या खेळल्या पाहिजेत.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="44"/>
        <source>You hold a tractor in trumps: you must play it.</source>
        <translation>हुकमाचा ट्रॅक्टर तुमच्याकडे आहे: तो खेळलाच पाहिजे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="50"/>
        <source>%1 were led: you must play %1 while you hold any.</source>
        <translation>सुरुवातीचा रंग %1 आहे: %1चे पत्ते हातात असेपर्यंत तोच रंग खेळला पाहिजे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="53"/>
        <source>You hold a pair of %1: you must play it.</source>
        <translation>%1ची जोडी तुमच्याकडे आहे: ती खेळलीच पाहिजे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="56"/>
        <source>You must play as many pairs of %1 as you can.</source>
        <translation>%1च्या शक्य तितक्या जोड्या खेळल्या पाहिजेत.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="59"/>
        <source>You hold a tractor in %1: you must play it.</source>
        <translation>%1चा ट्रॅक्टर तुमच्याकडे आहे: तो खेळलाच पाहिजे.</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="20"/>
        <source>Reinforce your own declaration</source>
        <translation>स्वतःची घोषणा मजबूत करणे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="21"/>
        <source>A player who declared with one card may later show the second copy as a pair.</source>
        <translation>एका पत्त्याने घोषणा करणारा खेळाडू नंतर त्याच पत्त्याची दुसरी प्रत दाखवून जोडी करू शकतो.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="27"/>
        <source>Nobody declares in the first round</source>
        <translation>पहिल्या डावात कोणीच घोषणा न केल्यास</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="28"/>
        <source>Deal again, or turn up the talon to find the trump suit.</source>
        <translation>पुन्हा वाटप करा, किंवा हुकमाचा रंग ठरवण्यासाठी राखीव पत्ते उघडा.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="31"/>
        <source>Trump-rank cards stay trumps without a trump suit</source>
        <translation>हुकमाचा रंग नसतानाही हुकमाच्या रँकचे पत्ते हुकमाचेच राहतात</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="32"/>
        <source>In a no-trump round the trump-rank cards rank just below the jokers.</source>
        <translation>हुकमाचा रंग नसलेल्या डावात हुकमाच्या रँकचे पत्ते जोकरच्या लगेच खाली येतात.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="37"/>
        <source>Follow a tractor with a tractor</source>
        <translation>ट्रॅक्टरवर ट्रॅक्टरच खेळणे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="38"/>
        <source>A player holding a tractor of the right length in the suit led must play it.</source>
        <translation>सुरुवातीच्या रंगात त्याच लांबीचा ट्रॅक्टर असलेल्या खेळाडूने तो खेळलाच पाहिजे.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="44"/>
        <source>Tractors inside top-card leads</source>
        <translation>सर्वांत मोठ्या पत्त्यांच्या चालीत ट्रॅक्टर</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="45"/>
        <source>A top-cards lead may contain tractors as units (otherwise only pairs).</source>
        <translation>सर्वांत मोठ्या पत्त्यांच्या चालीत ट्रॅक्टर स्वतंत्र घटक म्हणून असू शकतात (अन्यथा फक्त जोड्या).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="50"/>
        <source>Penalty per card of a failed top-cards lead</source>
        <translation>फसलेल्या सर्वांत मोठ्या पत्त्यांच्या चालीचा प्रति पत्ता दंड</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="51"/>
        <source>Points per card taken back (0 turns the penalty off).</source>
        <translation>परत घेतलेल्या प्रत्येक पत्त्यामागे इतके गुण (0 म्हणजे दंड नाही).</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="54"/>
        <source>Refuse my beatable top-cards leads</source>
        <translation>मात होऊ शकणाऱ्या माझ्या सर्वांत मोठ्या पत्त्यांच्या चाली नाकारा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="55"/>
        <source>Teaching aid: instead of a penalty, you are told to lead them separately.</source>
        <translation>शिकण्यासाठी मदत: दंडाऐवजी ते पत्ते वेगवेगळे खेळायला सांगितले जाते.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="60"/>
        <source>Talon bonus</source>
        <translation>राखीव पत्त्यांचा बोनस</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="61"/>
        <source>The talon&apos;s points are multiplied by twice the cards each player played to the last trick, or by a power of 2.</source>
        <translation>राखीव पत्त्यांतील गुण शेवटच्या हातात प्रत्येक खेळाडूने खेळलेल्या पत्त्यांच्या दुप्पट संख्येने, किंवा 2 च्या घाताने गुणले जातात.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="68"/>
        <source>Must defend Ace to win</source>
        <translation>जिंकण्यासाठी एक्का राखावा लागतो</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="69"/>
        <source>Levels stop at Ace; a team wins by winning a round as declarers at Ace.</source>
        <translation>पातळ्या एक्क्यावर थांबतात; एक्क्यावर असताना घोषणाकर्ते म्हणून डाव जिंकणारा संघ जिंकतो.</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="87"/>
        <source>Deal again</source>
        <translation>पुन्हा वाटप</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="88"/>
        <source>Turn up the talon</source>
        <translation>राखीव पत्ते उघडा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="91"/>
        <source>× twice the cards each played</source>
        <translation>× प्रत्येकाने खेळलेल्या पत्त्यांच्या दुप्पट</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="92"/>
        <source>2 to the power of the largest unit</source>
        <translation>सर्वात मोठ्या घटकाइतका 2 चा घात</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="96"/>
        <source>Random</source>
        <translation>यादृच्छिक</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="97"/>
        <source>Easy</source>
        <translation>सोपे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="98"/>
        <source>Normal</source>
        <translation>सामान्य</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="99"/>
        <source>Hard</source>
        <translation>कठीण</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="100"/>
        <source>Expert</source>
        <translation>तज्ज्ञ</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="101"/>
        <source>Slow</source>
        <translation>मंद</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="102"/>
        <source>Fast</source>
        <translation>जलद</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="103"/>
        <source>Off</source>
        <translation>बंद</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="104"/>
        <source>Small</source>
        <translation>लहान</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="105"/>
        <source>Large</source>
        <translation>मोठे</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="115"/>
        <source>Blue</source>
        <translation>निळा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="116"/>
        <source>Red</source>
        <translation>लाल</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="117"/>
        <source>Green</source>
        <translation>हिरवा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="118"/>
        <source>Purple</source>
        <translation>जांभळा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="119"/>
        <source>Black</source>
        <translation>काळा</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="51"/>
        <source>Standard (the original rules)</source>
        <translation>मानक (मूळ नियम)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="52"/>
        <source>Common modern variant</source>
        <translation>प्रचलित आधुनिक प्रकार</translation>
    </message>
</context>
</TS>
