<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="272"/>
        <source>About Tractor Desktop</source>
        <translation>关于 Tractor Desktop</translation>
    </message>
</context>
<context>
    <name>CardMemoryDock</name>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="64"/>
        <source>Card memory</source>
        <translation>记牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="80"/>
        <source>Nothing to remember until the trump is known.</source>
        <translation>主未定，暂无可记的牌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="83"/>
        <source>Played so far</source>
        <translation>已出的牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="109"/>
        <source>What the others have shown</source>
        <translation>其他玩家的牌情</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="187"/>
        <source>Point cards still out: %1 points</source>
        <translation>未出的分牌：共 %1 分</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="200"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="214"/>
        <source>%1 of the %2 cards of this suit have been played</source>
        <translation>这门花色共 %2 张，已出 %1 张</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="224"/>
        <source>Trumps</source>
        <translation>主牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="251"/>
        <source>void in %1</source>
        <translation>%1 已断门</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="255"/>
        <source>out of pairs in %1</source>
        <translation>%1 已无对子</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="261"/>
        <source>still holds %1</source>
        <translation>手中还有 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/card_memory_view.py" line="266"/>
        <source>nothing shown yet</source>
        <translation>暂无</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="163"/>
        <source>Game over</source>
        <translation>比赛结束</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="156"/>
        <source>You and your partner win the game!</source>
        <translation>你和对家赢得了本场比赛！</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="157"/>
        <source>East and West win the game.</source>
        <translation>东家和西家赢得了本场比赛。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="174"/>
        <source>Final levels: Us %1, Them %2</source>
        <translation>最终级别：我方 %1，对方 %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="181"/>
        <source>New game</source>
        <translation>新比赛</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="184"/>
        <source>Review this game</source>
        <translation>回顾本场比赛</translation>
    </message>
</context>
<context>
    <name>HandModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/hand_model.py" line="260"/>
        <source>trump</source>
        <translation>主牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/hand_model.py" line="262"/>
        <source>selected</source>
        <translation>已选</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="70"/>
        <source>Host a table</source>
        <translation>主持牌桌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="74"/>
        <source>Friends on your network join with the table&apos;s code; computer players take the seats nobody takes.</source>
        <translation>同一网络中的朋友凭牌桌代码加入；没人坐的座位由电脑玩家补上。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="82"/>
        <source>Your &amp;name:</source>
        <translation>你的名字(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="87"/>
        <source>&amp;Computer players:</source>
        <translation>电脑玩家(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="90"/>
        <source>No timer</source>
        <translation>不限时</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="90"/>
        <source>%1 s a move</source>
        <translation>每步 %1 秒</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="92"/>
        <source>A move not made in time is made by a computer player.</source>
        <translation>超时未走的一步由电脑玩家代走。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="93"/>
        <source>&amp;Turn timer:</source>
        <translation>每步限时(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="97"/>
        <source>Another free port is used if this one is taken.</source>
        <translation>如果此端口已被占用，将改用另一个空闲端口。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="98"/>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="99"/>
        <source>&amp;Show the table to the local network</source>
        <translation>在局域网中显示此牌桌(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="103"/>
        <source>Shown, the table can be reached from the network and is listed in Join. Not shown, only this computer can reach it.</source>
        <translation>显示时，网络中的其他电脑可以连接此牌桌，它也会列在“加入牌桌”中；不显示时，只有这台电脑能连接。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="114"/>
        <source>Your system may ask whether to let this game accept connections from the network: allow it on private networks, so that friends on your network can join. Players on the internet also need the port above opened on your router.</source>
        <translation>系统可能会询问是否允许本游戏接受来自网络的连接：请在专用网络上允许，这样同一网络中的朋友才能加入。互联网上的玩家还需要你在路由器上开放上面的端口。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="126"/>
        <source>&amp;Open the table</source>
        <translation>开桌(&amp;O)</translation>
    </message>
</context>
<context>
    <name>InfoBar</name>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="104"/>
        <source>Trump</source>
        <translation>主牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="218"/>
        <source>Trump: ? %1</source>
        <translation>打%1，主未定</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="160"/>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="220"/>
        <source>Trump: %1</source>
        <translation>主：%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="222"/>
        <source>(so far)</source>
        <translation>（暂定）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="228"/>
        <location filename="../../tractor_desktop/ui/watching.py" line="38"/>
        <source>declarers</source>
        <translation>庄家</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="230"/>
        <source>Us (N–S): level %1</source>
        <translation>我方（南–北）：打 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="234"/>
        <source>Them (E–W): level %1</source>
        <translation>对方（东–西）：打 %1</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="157"/>
        <source>Join a table</source>
        <translation>加入牌桌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="160"/>
        <source>Tables on your network:</source>
        <translation>你所在网络中的牌桌：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="173"/>
        <source>host or host:port</source>
        <translation>主机或主机:端口</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="174"/>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="178"/>
        <source>Table &amp;code:</source>
        <translation>牌桌代码(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="180"/>
        <source>Your &amp;name:</source>
        <translation>你的名字(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="188"/>
        <source>&amp;Join</source>
        <translation>加入(&amp;J)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="190"/>
        <source>&amp;Watch</source>
        <translation>观战(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="191"/>
        <source>See the table&apos;s game without a seat: no hand</source>
        <translation>不入座观看这桌的比赛：没有手牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="212"/>
        <source>%1 — hosted by %2, %3 free — %4</source>
        <translation>%1 — 桌主 %2，%3 个空位 — %4</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="226"/>
        <source>This computer cannot look for tables on the network: type an address.</source>
        <translation>这台电脑无法在网络上查找牌桌：请输入地址。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="230"/>
        <source>No table found yet. A table elsewhere is joined by its address.</source>
        <translation>尚未找到牌桌。其他网络中的牌桌可通过地址加入。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="251"/>
        <source>Type the table&apos;s address: a host name or address, and a port after :</source>
        <translation>请输入牌桌的地址：主机名或地址，端口写在冒号 : 之后</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_dialogs.py" line="255"/>
        <source>A table code is 6 letters and digits, such as K7M2QX.</source>
        <translation>牌桌代码由 6 个字母和数字组成，例如 K7M2QX。</translation>
    </message>
</context>
<context>
    <name>KeyboardDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="288"/>
        <source>Keyboard</source>
        <translation>键盘</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="290"/>
        <source>Move along your hand</source>
        <translation>在手牌中移动</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="291"/>
        <source>Space</source>
        <translation>空格键</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="291"/>
        <source>Select or deselect the card</source>
        <translation>选中或取消选中这张牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="292"/>
        <source>Enter</source>
        <translation>回车键</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="292"/>
        <source>Play (or bury) the selected cards</source>
        <translation>打出（或扣底）选中的牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="293"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="293"/>
        <source>Clear the selection</source>
        <translation>清空选择</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="294"/>
        <source>Declare with the strongest cards you may show</source>
        <translation>用你能亮出的最强的牌亮主</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="295"/>
        <source>No declaration (at your last chance)</source>
        <translation>不亮主（最后一次亮主机会时）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="296"/>
        <source>Hint: select what a good player would play</source>
        <translation>提示：选出高手会出的牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="297"/>
        <source>Show the last trick</source>
        <translation>显示上一轮</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="298"/>
        <source>Show or hide the history (tricks and score sheet)</source>
        <translation>显示或隐藏记录（出牌记录和记分表）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="299"/>
        <source>Show or hide the card memory</source>
        <translation>显示或隐藏记牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="300"/>
        <source>Sound on or off</source>
        <translation>开启或关闭音效</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="301"/>
        <source>New game / Open / Save</source>
        <translation>新比赛 / 打开 / 保存</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="302"/>
        <source>Rules summary</source>
        <translation>规则简介</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="303"/>
        <source>Menus</source>
        <translation>菜单</translation>
    </message>
</context>
<context>
    <name>MAC_APPLICATION_MENU</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="144"/>
        <source>Services</source>
        <translation>服务</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="145"/>
        <source>Hide %1</source>
        <translation>隐藏 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="146"/>
        <source>Hide Others</source>
        <translation>隐藏其他</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="147"/>
        <source>Show All</source>
        <translation>全部显示</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="148"/>
        <source>Preferences...</source>
        <translation>首选项...</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="149"/>
        <source>Quit %1</source>
        <translation>退出 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="150"/>
        <source>About %1</source>
        <translation>关于 %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="64"/>
        <source>No declaration</source>
        <translation>不亮主</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="60"/>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="67"/>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="72"/>
        <source>H&amp;int</source>
        <translation>提示(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="74"/>
        <source>&amp;Last trick</source>
        <translation>上一轮(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="77"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="89"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="190"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="206"/>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="264"/>
        <source>The draw waits a moment for you.</source>
        <translation>摸牌会暂停片刻等你。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="136"/>
        <source>Trump, levels and points</source>
        <translation>主牌、级数和得分</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="173"/>
        <source>Tricks</source>
        <translation>出牌记录</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="174"/>
        <source>Score sheet</source>
        <translation>记分表</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_panel.py" line="177"/>
        <source>History</source>
        <translation>记录</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="241"/>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="242"/>
        <source>&amp;New game</source>
        <translation>新比赛(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="260"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="263"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="266"/>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="133"/>
        <source>&amp;Recent games</source>
        <translation>最近的比赛(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="184"/>
        <source>Card &amp;memory</source>
        <translation>记牌(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="171"/>
        <source>&amp;History</source>
        <translation>记录(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="175"/>
        <source>The round&apos;s tricks and the score sheet (F7)</source>
        <translation>本局的出牌记录和记分表（F7）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="189"/>
        <source>What has been played, the points still out, and who has shown a void (F8)</source>
        <translation>已出的牌、未出的分牌，以及谁已断门（F8）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="210"/>
        <source>Sound on</source>
        <translation>音效已开启</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="210"/>
        <source>Sound off</source>
        <translation>音效已关闭</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="244"/>
        <source>New &amp;deal with number…</source>
        <translation>按牌号发牌(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="247"/>
        <source>Re&amp;play this deal</source>
        <translation>重打这副牌(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="250"/>
        <source>Deal the same cards again from the start of this round</source>
        <translation>从本局开头重新发同样的牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="253"/>
        <source>Take &amp;back</source>
        <translation>悔牌(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="257"/>
        <source>Undo your last move and the computer players&apos; moves after it</source>
        <translation>撤销你的上一步，以及其后电脑玩家的各步</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="269"/>
        <source>Res&amp;ume last game</source>
        <translation>继续上次的比赛(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="271"/>
        <source>Re&amp;view a saved game…</source>
        <translation>回顾已保存的比赛(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="273"/>
        <source>Stat&amp;istics</source>
        <translation>统计(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="275"/>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="278"/>
        <source>&amp;Host a table…</source>
        <translation>主持牌桌(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="281"/>
        <source>Play with friends on your network; computer players fill the empty seats</source>
        <translation>与同一网络中的朋友一起打；空座位由电脑玩家补上</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="284"/>
        <source>&amp;Join a table…</source>
        <translation>加入牌桌(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="287"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="308"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="311"/>
        <source>S&amp;ound</source>
        <translation>音效(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="439"/>
        <source>Game → New game (Ctrl+N) starts a game against the computer players.</source>
        <translation>游戏 → 新比赛（Ctrl+N）可开始与电脑玩家的比赛。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="86"/>
        <source>Animation &amp;speed</source>
        <translation>动画速度(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="71"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="72"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="73"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="74"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="318"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="319"/>
        <source>&amp;Learn to play</source>
        <translation>学习玩法(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="321"/>
        <source>A guided first round: the game shows you how</source>
        <translation>带你打第一局：游戏一步步教你怎么打</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="325"/>
        <source>&amp;Rules summary</source>
        <translation>规则简介(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="328"/>
        <source>&amp;About Tractor Desktop</source>
        <translation>关于 Tractor Desktop(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="330"/>
        <source>&amp;Keyboard</source>
        <translation>键盘(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="155"/>
        <source>Your last chance to declare.</source>
        <translation>你最后一次亮主的机会。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="158"/>
        <source>Your lead.</source>
        <translation>轮到你首出。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="161"/>
        <source>Your turn: follow %1&apos;s lead.</source>
        <translation>轮到你了：跟%1的首出。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="193"/>
        <source>Wait for your turn.</source>
        <translation>请等待轮到你。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="90"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="209"/>
        <source>Play %1</source>
        <translation>出 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="91"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="213"/>
        <source>Play pair</source>
        <translation>出对子</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="92"/>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="215"/>
        <source>Play tractor</source>
        <translation>出拖拉机</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="253"/>
        <source>You can override %1&apos;s declaration with %2 (press D).</source>
        <translation>你可以用 %2 反掉%1亮的主（按 D）。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="260"/>
        <source>You can declare with %1 now (press D, or wait for a better hand).</source>
        <translation>你现在可以用 %1 亮主（按 D，或等更好的牌）。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="83"/>
        <source>Declare %1</source>
        <translation>亮 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="333"/>
        <source>Press Play (or Enter) to play the selected cards.</source>
        <translation>按“出牌”（或回车键）打出选中的牌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="357"/>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/table_controls.py" line="369"/>
        <source>No trick has been played yet in this round.</source>
        <translation>本局还没有出过牌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="384"/>
        <source>The computer player of %1 did not answer, so a legal move was made for it. It is restarted and thinks again from its next turn.</source>
        <translation>%1的电脑玩家没有响应，已替它做出合规的一步。它已重新启动，下次轮到它时会重新自己思考。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/main_window.py" line="393"/>
        <source>The game could not be autosaved: %1. Your earlier saves are untouched; the game goes on, and is saved again as soon as the disk allows.</source>
        <translation>比赛无法自动保存：%1。你之前保存的比赛不受影响；比赛继续进行，磁盘允许时会再次保存。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="185"/>
        <source>Resume?</source>
        <translation>继续？</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="186"/>
        <source>An unfinished game was saved when you last played. Resume it?</source>
        <translation>上次未打完的比赛已保存。要继续吗？</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="230"/>
        <source>The last autosaved game could not be read by this version; it was kept as %1.</source>
        <translation>此版本无法读取上次自动保存的比赛；已将其保留为 %1。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="462"/>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="297"/>
        <source>Opened %1.</source>
        <translation>已打开 %1。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="75"/>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="80"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="82"/>
        <source>Opening a game</source>
        <translation>正在打开比赛</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="246"/>
        <source>Give up this game?</source>
        <translation>放弃当前比赛？</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="247"/>
        <source>The game in progress will be lost (save it first to keep it). Go on?</source>
        <translation>进行中的比赛将会丢失（如要保留，请先保存）。继续吗？</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="305"/>
        <source>Open a game</source>
        <translation>打开比赛</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="321"/>
        <source>game</source>
        <translation>比赛</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="325"/>
        <source>Save the game</source>
        <translation>保存比赛</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="337"/>
        <source>The game was not saved: %1</source>
        <translation>比赛未保存：%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="344"/>
        <source>Saved to %1.</source>
        <translation>已保存到 %1。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="355"/>
        <source>This is your last game: it goes on from where it stands.</source>
        <translation>这就是你上次的比赛：从当前局面继续。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="364"/>
        <source>No game to resume: %1</source>
        <translation>没有可继续的比赛：%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="372"/>
        <source>Review a game</source>
        <translation>回顾比赛</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="404"/>
        <source>The game goes on from the step you chose in the review.</source>
        <translation>比赛从你在回顾中选定的那一步继续。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="415"/>
        <source>New deal with number</source>
        <translation>按牌号发牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="416"/>
        <source>Deal number (1 to %1):</source>
        <translation>牌号（1 到 %1）：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="432"/>
        <source>Your last move is taken back; this game is counted separately in the statistics.</source>
        <translation>已悔牌；本场比赛将单独统计。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="444"/>
        <source>Replay this deal?</source>
        <translation>重打这副牌？</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="445"/>
        <source>The round in progress will be lost (save the game first to keep it). Go on?</source>
        <translation>进行中的这一局将会丢失（如要保留，请先保存比赛）。继续吗？</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="453"/>
        <source>The same cards are dealt again from the start of this round.</source>
        <translation>从本局开头重新发同样的牌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="468"/>
        <source>Tractor games (*%1)</source>
        <translation>拖拉机比赛 (*%1)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="484"/>
        <source>(none yet)</source>
        <translation>（暂无）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/documents.py" line="498"/>
        <source>Deal %1</source>
        <translation>牌号 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/preferences_glue.py" line="120"/>
        <source>Settings saved. New rules and players apply to the next game.</source>
        <translation>设置已保存。新的规则和玩家设置从下一场比赛开始生效。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/__main__.py" line="145"/>
        <source>Something went wrong (%1); details are in %2.</source>
        <translation>出错了（%1）；详情见 %2。</translation>
    </message>
</context>
<context>
    <name>NetworkWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/network_tables.py" line="48"/>
        <source>Opening your table…</source>
        <translation>正在开桌…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="37"/>
        <source>Hello!</source>
        <translation>大家好！</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="38"/>
        <source>Good luck!</source>
        <translation>祝好运！</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="39"/>
        <source>Well played!</source>
        <translation>打得好！</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="40"/>
        <source>Thanks!</source>
        <translation>谢谢！</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="41"/>
        <source>Sorry!</source>
        <translation>抱歉！</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="42"/>
        <source>Oops!</source>
        <translation>哎呀！</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="43"/>
        <source>Your turn, please.</source>
        <translation>轮到你了，请出牌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="44"/>
        <source>Good game!</source>
        <translation>精彩的比赛！</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="20"/>
        <source>The server could not read what this window sent; nothing changed.</source>
        <translation>服务器无法读取此窗口发送的内容；没有任何改变。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="24"/>
        <source>There is no table with that code on this server.</source>
        <translation>此服务器上没有这个代码的牌桌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="27"/>
        <source>That table is full.</source>
        <translation>这桌已满。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="28"/>
        <source>That table&apos;s game has started: you can watch it instead.</source>
        <translation>这桌的比赛已经开始：你可以改为观战。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="31"/>
        <source>That seat is taken: choose another one.</source>
        <translation>这个座位已有人：请另选一个。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="34"/>
        <source>This seat was taken back on another connection.</source>
        <translation>这个座位已在另一个连接上被重新接管。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="37"/>
        <source>Only the host can start.</source>
        <translation>只有桌主可以开始比赛。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="38"/>
        <source>This window has no seat at the table.</source>
        <translation>此窗口在牌桌上没有座位。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="41"/>
        <source>This window already has a seat at the table.</source>
        <translation>此窗口已在牌桌上有座位。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="44"/>
        <source>The game has not started yet.</source>
        <translation>比赛还没有开始。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="45"/>
        <source>The game is over.</source>
        <translation>本场比赛已结束。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="47"/>
        <source>That message was too long for the server; nothing changed.</source>
        <translation>该消息对服务器来说太长；没有任何改变。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="52"/>
        <source>Too many messages at once: the server let that one go.</source>
        <translation>消息发得太快：服务器丢弃了这一条。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="55"/>
        <source>The table had already moved on: that move was not taken.</source>
        <translation>牌桌上的牌局已经往下进行了：这步出法没有被采用。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="63"/>
        <source>You have opened as many tables as this server allows for now: try again in a few minutes.</source>
        <translation>你开设的牌桌已达到此服务器目前允许的数量：请几分钟后再试。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="68"/>
        <source>Too many tries to join or watch a table, or too many wrong codes: wait a few minutes, then try again.</source>
        <translation>加入或观看牌桌的尝试过多，或输错代码的次数过多：请等几分钟再试。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="73"/>
        <source>Too many connections to this server come from your network: try again later.</source>
        <translation>从你的网络连到此服务器的连接过多：请稍后再试。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="77"/>
        <source>This server is full right now: try again in a few minutes.</source>
        <translation>此服务器目前已满：请几分钟后再试。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="80"/>
        <source>The server runs another version of the game; play may fail.</source>
        <translation>服务器运行的是另一个版本的游戏；比赛可能无法正常进行。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="83"/>
        <source>The server sent something this version cannot read.</source>
        <translation>服务器发来了此版本无法读取的内容。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="91"/>
        <source>The server refused that.</source>
        <translation>服务器拒绝了该操作。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="99"/>
        <source>This table is not being saved on its server: the game goes on, but it would be lost if the server stopped now. The server keeps trying.</source>
        <translation>此牌桌未能在服务器上保存：比赛仍在继续，但如果服务器此时停止，比赛将会丢失。服务器会不断重试。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="104"/>
        <source>This table is being saved again.</source>
        <translation>此牌桌已恢复保存。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="116"/>
        <source>Your table could not be opened: its server stopped. It said: %1</source>
        <translation>无法开桌：牌桌服务器已停止。它的提示：%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="120"/>
        <source>Your table could not be opened: its server did not start in time.</source>
        <translation>无法开桌：牌桌服务器未能及时启动。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="123"/>
        <source>Your table could not be opened: its server could not be started.</source>
        <translation>无法开桌：牌桌服务器无法启动。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="126"/>
        <source>Your table could not be opened: its server stopped.</source>
        <translation>无法开桌：牌桌服务器已停止。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/net_texts.py" line="135"/>
        <source>Your table could not be opened.</source>
        <translation>无法开桌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="134"/>
        <source>&amp;Table</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="135"/>
        <source>&amp;Save the finished game…</source>
        <translation>保存已结束的比赛(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="142"/>
        <source>&amp;Leave the table</source>
        <translation>离开牌桌(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="165"/>
        <source>Tractor: table %1</source>
        <translation>拖拉机：牌桌 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="165"/>
        <source>Tractor</source>
        <translation>拖拉机</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="176"/>
        <source>%1 (computer)</source>
        <translation>%1（电脑）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="178"/>
        <source>%1 (away)</source>
        <translation>%1（离开）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="186"/>
        <source>Could not reach the table: %1</source>
        <translation>无法连接到牌桌：%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="188"/>
        <source>Could not reach the table.</source>
        <translation>无法连接到牌桌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="193"/>
        <source>The connection is lost: connecting again… (a computer player keeps your seat)</source>
        <translation>连接已断开：正在重新连接…（电脑玩家暂时替你代打）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="198"/>
        <source>Connected again.</source>
        <translation>已重新连接。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="208"/>
        <source>%1 reminds you that the table waits for you.</source>
        <translation>%1提醒你：牌桌在等你。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="224"/>
        <source>Round over: the opponents took %1 points. The next round is dealt.</source>
        <translation>本局结束：闲家得了 %1 分。正在发下一局的牌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="246"/>
        <source>The server&apos;s record of the game cannot be read: %1</source>
        <translation>无法读取服务器上的比赛记录：%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="253"/>
        <source>Save the finished game</source>
        <translation>保存已结束的比赛</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="255"/>
        <source>Tractor games (*.tractor)</source>
        <translation>拖拉机比赛 (*.tractor)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="265"/>
        <source>The game could not be saved: %1</source>
        <translation>比赛无法保存：%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="268"/>
        <source>Saved: %1</source>
        <translation>已保存：%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="286"/>
        <source>Leave the table</source>
        <translation>离开牌桌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="294"/>
        <source>Close your table? The game ends for everyone at it.</source>
        <translation>关闭你的牌桌？这桌所有人的比赛都将结束。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/network_window.py" line="296"/>
        <source>Leave the table? A computer player takes your seat.</source>
        <translation>离开牌桌？电脑玩家将接替你的座位。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="20"/>
        <source>North–South&apos;s points</source>
        <translation>南–北得分</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="21"/>
        <source>East–West&apos;s points</source>
        <translation>东–西得分</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="28"/>
        <source>%1 wins the trick: +%2 for North–South.</source>
        <translation>%1赢得这一轮：南–北 +%2 分。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="31"/>
        <source>%1 wins the trick: +%2 for East–West.</source>
        <translation>%1赢得这一轮：东–西 +%2 分。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="40"/>
        <source>North–South: level %1</source>
        <translation>南–北：打 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/watching.py" line="46"/>
        <source>East–West: level %1</source>
        <translation>东–西：打 %1</translation>
    </message>
</context>
<context>
    <name>NoticeBoard</name>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/notices.py" line="121"/>
        <source>%n more notice(s) waiting</source>
        <translation>
            <numerusform>还有 %n 条通知等待查看</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoticeRow</name>
    <message>
        <location filename="../../tractor_desktop/ui/notices.py" line="51"/>
        <location filename="../../tractor_desktop/ui/notices.py" line="52"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>PeopleDock</name>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="53"/>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="69"/>
        <source>Sit &amp;here</source>
        <translation>坐这里(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="70"/>
        <source>Move to the empty seat chosen above.</source>
        <translation>换到上面选中的空座位。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="73"/>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="135"/>
        <source>&amp;Start the game</source>
        <translation>开始比赛(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="74"/>
        <source>Computer players take the empty seats.</source>
        <translation>空座位由电脑玩家补上。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="88"/>
        <source>Say something</source>
        <translation>说点什么</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="91"/>
        <source>Se&amp;nd</source>
        <translation>发送(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="98"/>
        <source>Quick message…</source>
        <translation>快捷消息…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="103"/>
        <source>N&amp;udge</source>
        <translation>催促(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="104"/>
        <source>Remind the player the table waits for.</source>
        <translation>提醒大家正在等的那位玩家。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="146"/>
        <source>Room code: %1</source>
        <translation>牌桌代码：%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="150"/>
        <source>You are not at the table: %1</source>
        <translation>你不在牌桌上：%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="154"/>
        <source>The connection is lost: connecting again…</source>
        <translation>连接已断开：正在重新连接…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="156"/>
        <source>Not connected to the table.</source>
        <translation>未连接到牌桌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="158"/>
        <source>You are watching: you see only the cards on the table.</source>
        <translation>你正在观战：只能看到桌面上的牌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="148"/>
        <source>Connecting to the table…</source>
        <translation>正在连接牌桌…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="135"/>
        <source>&amp;Start with computer players</source>
        <translation>电脑补位开始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="160"/>
        <source>Before the start you may move to an empty seat.</source>
        <translation>开始前你可以换到空座位。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="190"/>
        <source>%1: empty</source>
        <translation>%1：空位</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="192"/>
        <source>computer player (%1)</source>
        <translation>电脑玩家（%1）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="194"/>
        <source>left by a person: the next one who joins sits here</source>
        <translation>原玩家已离开：下一位加入的人坐这里</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="198"/>
        <source>away: a computer player plays for now</source>
        <translation>离开：电脑玩家暂时代打</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="200"/>
        <source>connection lost: waiting</source>
        <translation>连接断开：等待中</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="202"/>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/people_dock.py" line="244"/>
        <source>%1: %2 s left for this move</source>
        <translation>%1：这一步还剩 %2 秒</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="17"/>
        <source>Bury %n card(s)</source>
        <translation>
            <numerusform>扣底 %n 张</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="20"/>
        <source>Play %n card(s)</source>
        <translation>
            <numerusform>出 %n 张牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tractor_desktop/ui/plurals.py" line="23"/>
        <source>Play %n card(s), as many as the leader.</source>
        <translation>
            <numerusform>须出 %n 张牌，与首家张数相同。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PointsMeter</name>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="38"/>
        <source>Points: %1 (the side that collects them takes over at 80)</source>
        <translation>得分：%1（抓分的一方 80 分上台）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="40"/>
        <source>Our points: %1 (we take over at 80)</source>
        <translation>我方得分：%1（80 分上台）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/info_bar.py" line="42"/>
        <source>Their points: %1 (they take over at 80)</source>
        <translation>对方得分：%1（80 分上台）</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="172"/>
        <source>level %1</source>
        <translation>打 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="178"/>
        <source>★ declarers: this side&apos;s level is played and moves</source>
        <translation>★ 庄家：本局打这一方的级，并按结果升级</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="180"/>
        <source>▶ starter: picks up the talon and leads the first trick</source>
        <translation>▶ 坐庄者：拿起底牌，第一轮首出</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="209"/>
        <source>A new game: trumps are %1s. Declare while the cards are drawn.</source>
        <translation>新的一场比赛：级牌为 %1。摸牌时即可亮主。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="215"/>
        <source>Round %1: the trump rank is %2; %3 starts.</source>
        <translation>第 %1 局：级牌为 %2，%3坐庄。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="236"/>
        <source>no trump (a pair of jokers)</source>
        <translation>无主（一对王）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="238"/>
        <source>%1 declares %2 with %3.</source>
        <translation>%1用 %3 亮%2。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="247"/>
        <source>All cards are drawn: a last chance to declare, in turn.</source>
        <translation>牌已摸完：按顺序每人还有最后一次亮主机会。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="250"/>
        <source>Nobody declared: the cards are shuffled and drawn again.</source>
        <translation>无人亮主：重新洗牌、摸牌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="251"/>
        <source>Redeal</source>
        <translation>重新发牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="257"/>
        <source>Nobody declared: the talon is turned up until it names the trump suit.</source>
        <translation>无人亮主：逐张翻开底牌来定主。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="267"/>
        <source>Trump: %1. %2 starts.</source>
        <translation>主：%1。%2坐庄。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="279"/>
        <source>You pick up the talon: choose 8 cards to bury.</source>
        <translation>你拿到底牌：请选 8 张牌扣底。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="284"/>
        <source>%1 picks up the talon and buries 8 cards.</source>
        <translation>%1拿起底牌，扣下 8 张。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="306"/>
        <source>%1 tried %2, but %3 can beat %4 with %5: only %6 is led. Penalty: %7 points.</source>
        <translation>%1甩 %2，但%3能用 %5 管住 %4：只出 %6。罚 %7 分。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="317"/>
        <source>Top cards beaten!</source>
        <translation>甩牌失败！</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="348"/>
        <source>You lead %1.</source>
        <translation>你首出 %1。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="348"/>
        <source>You play %1.</source>
        <translation>你出 %1。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="351"/>
        <source>%1 leads %2.</source>
        <translation>%1首出 %2。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="351"/>
        <source>%1 plays %2.</source>
        <translation>%1出 %2。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="362"/>
        <source>%1 wins the trick: +%2 for us.</source>
        <translation>%1赢得这一轮：我方 +%2 分。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="364"/>
        <source>%1 wins the trick: +%2 for them.</source>
        <translation>%1赢得这一轮：对方 +%2 分。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/presenter.py" line="369"/>
        <source>%1 wins the trick.</source>
        <translation>%1赢得这一轮。</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="126"/>
        <source>&amp;Select All</source>
        <translation>全选(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="127"/>
        <source>&amp;Step up</source>
        <translation>升高(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="128"/>
        <source>Step &amp;down</source>
        <translation>降低(&amp;D)</translation>
    </message>
</context>
<context>
    <name>QColorDialog</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="48"/>
        <source>Select Color</source>
        <translation>选择颜色</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="49"/>
        <source>&amp;Basic colors</source>
        <translation>基本颜色(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="50"/>
        <source>&amp;Custom colors</source>
        <translation>自定义颜色(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="51"/>
        <source>&amp;Add to Custom Colors</source>
        <translation>添加到自定义颜色(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="52"/>
        <source>&amp;Pick Screen Color</source>
        <translation>拾取屏幕颜色(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="53"/>
        <source>Hu&amp;e:</source>
        <translation>色相(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="54"/>
        <source>&amp;Sat:</source>
        <translation>饱和度(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="55"/>
        <source>&amp;Val:</source>
        <translation>明度(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="56"/>
        <source>&amp;Red:</source>
        <translation>红(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="57"/>
        <source>&amp;Green:</source>
        <translation>绿(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="58"/>
        <source>Bl&amp;ue:</source>
        <translation>蓝(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="59"/>
        <source>A&amp;lpha channel:</source>
        <translation>透明度通道(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="60"/>
        <source>&amp;HTML:</source>
        <translation>HTML(&amp;H)：</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="46"/>
        <source>OK</source>
        <translation>确定</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="61"/>
        <source>Look in:</source>
        <translation>查找范围：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="62"/>
        <source>Files of type:</source>
        <translation>文件类型：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="63"/>
        <source>File &amp;name:</source>
        <translation>文件名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="64"/>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="65"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="66"/>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="67"/>
        <source>&amp;Choose</source>
        <translation>选择(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="68"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="69"/>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="70"/>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="71"/>
        <source>Parent Directory</source>
        <translation>父目录</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="72"/>
        <source>Create New Folder</source>
        <translation>新建文件夹</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="73"/>
        <source>List View</source>
        <translation>列表视图</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="74"/>
        <source>Detail View</source>
        <translation>详情视图</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="75"/>
        <source>All Files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="76"/>
        <source>&amp;Rename</source>
        <translation>重命名(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="77"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="78"/>
        <source>Show &amp;hidden files</source>
        <translation>显示隐藏文件(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="79"/>
        <source>&amp;New Folder</source>
        <translation>新建文件夹(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="80"/>
        <source>New Folder</source>
        <translation>新建文件夹</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="81"/>
        <source>Recent Places</source>
        <translation>最近位置</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="82"/>
        <source>Directory:</source>
        <translation>目录：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="83"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="84"/>
        <source>File Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="85"/>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="86"/>
        <source>Alias</source>
        <translation>别名</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="87"/>
        <source>Shortcut</source>
        <translation>快捷方式</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="88"/>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="89"/>
        <source>Directories</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="92"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 已存在。
您想要替换它吗？</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="96"/>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
文件未找到。
请检查指定的文件名是否正确。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="100"/>
        <source>My Computer</source>
        <translation>我的电脑</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="101"/>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>您确定要删除“%1”吗？</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="102"/>
        <source>Find Directory</source>
        <translation>查找目录</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="103"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="104"/>
        <source>Size</source>
        <translation>体积</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="105"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="106"/>
        <source>Date Modified</source>
        <translation>修改日期</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="107"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="108"/>
        <source>My Computer</source>
        <translation>我的电脑</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="109"/>
        <source>Computer</source>
        <translation>计算机</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="110"/>
        <source>Invalid filename</source>
        <translation>无效的文件名</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="47"/>
        <source>Enter a value:</source>
        <translation>输入一个值：</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="111"/>
        <source>&amp;Undo</source>
        <translation>撤消(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="112"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="113"/>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="114"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="115"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="116"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="117"/>
        <source>Select All</source>
        <translation>全选</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="44"/>
        <source>Show Details...</source>
        <translation>显示详情...</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="45"/>
        <source>Hide Details...</source>
        <translation>隐藏详情...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="26"/>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="27"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="28"/>
        <source>Save All</source>
        <translation>全部保存</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="29"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="30"/>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="31"/>
        <source>Yes to &amp;All</source>
        <translation>全是(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="32"/>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="33"/>
        <source>N&amp;o to All</source>
        <translation>全否(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="34"/>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="35"/>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="36"/>
        <source>Ignore</source>
        <translation>忽略</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="37"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="38"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="39"/>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="40"/>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="41"/>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="42"/>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="43"/>
        <source>Restore Defaults</source>
        <translation>恢复默认值</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="130"/>
        <source>Scroll here</source>
        <translation>滚动至此</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="131"/>
        <source>Left edge</source>
        <translation>左边缘</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="132"/>
        <source>Top</source>
        <translation>顶端</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="133"/>
        <source>Right edge</source>
        <translation>右边缘</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="134"/>
        <source>Bottom</source>
        <translation>底部</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="135"/>
        <source>Page left</source>
        <translation>向左翻页</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="136"/>
        <source>Page up</source>
        <translation>向上翻页</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="137"/>
        <source>Page right</source>
        <translation>向右翻页</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="138"/>
        <source>Page down</source>
        <translation>向下翻页</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="139"/>
        <source>Scroll left</source>
        <translation>向左滚动</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="140"/>
        <source>Scroll up</source>
        <translation>向上滚动</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="141"/>
        <source>Scroll right</source>
        <translation>向右滚动</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="142"/>
        <source>Scroll down</source>
        <translation>向下滚动</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="118"/>
        <source>&amp;Undo</source>
        <translation>撤消(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="119"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="120"/>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="121"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="122"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="123"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="124"/>
        <source>Select All</source>
        <translation>全选</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/qt_strings.py" line="125"/>
        <source>Copy &amp;Link Location</source>
        <translation>复制链接地址(&amp;L)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="65"/>
        <source>Review the game</source>
        <translation>回顾比赛</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="79"/>
        <source>What happened</source>
        <translation>经过</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="82"/>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="87"/>
        <source>⏮ Start</source>
        <translation>⏮ 开头</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="88"/>
        <source>◀ Back</source>
        <translation>◀ 后退</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="89"/>
        <source>Next ▶</source>
        <translation>前进 ▶</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="90"/>
        <source>End ⏭</source>
        <translation>结尾 ⏭</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="97"/>
        <source>Play from here</source>
        <translation>从这里接着打</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="100"/>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="150"/>
        <source>Continue this game from the step shown, in your own seat</source>
        <translation>从所显示的这一步起，在你原来的座位上接着打这场比赛</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="142"/>
        <source>Nothing has been played yet.</source>
        <translation>还没有出过牌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="152"/>
        <source>Nothing is left to play from this step: the game is decided.</source>
        <translation>从这一步起已无牌可打：比赛胜负已定。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="237"/>
        <source>Round %1, step %2 of %3</source>
        <translation>第 %1 局，第 %2 步（共 %3 步）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="241"/>
        <source>trump %1</source>
        <translation>主 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="243"/>
        <source>levels: us %1, them %2</source>
        <translation>级别：我方 %1，对方 %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="252"/>
        <source>%1 declares with %2.</source>
        <translation>%1用 %2 亮主。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="255"/>
        <source>The trump is settled; %1 starts.</source>
        <translation>主已定，%1坐庄。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="259"/>
        <source>%1 picks up the talon: %2.</source>
        <translation>%1拿起底牌：%2。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="262"/>
        <source>%1 buries %2.</source>
        <translation>%1扣底：%2。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/replay_window.py" line="265"/>
        <source>%1 wins the trick (%2 points).</source>
        <translation>%1赢得这一轮（%2 分）。</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="125"/>
        <source>End of the round</source>
        <translation>本局结束</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="127"/>
        <source>The talon:</source>
        <translation>底牌：</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="146"/>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="243"/>
        <source>Rules summary</source>
        <translation>规则简介</translation>
    </message>
</context>
<context>
    <name>SaveError</name>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="80"/>
        <source>No space left on device</source>
        <translation>磁盘空间不足</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="82"/>
        <source>Disk quota exceeded</source>
        <translation>磁盘配额已用完</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="84"/>
        <source>Permission denied</source>
        <translation>权限不足</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="86"/>
        <source>Read-only file system</source>
        <translation>磁盘为只读</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="88"/>
        <source>No such file or directory</source>
        <translation>没有这个文件或文件夹</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="96"/>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="167"/>
        <source>this is not a Tractor Desktop save file</source>
        <translation>这不是 Tractor Desktop 的存档文件</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="172"/>
        <source>the save file has no valid version number</source>
        <translation>存档文件没有有效的版本号</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="177"/>
        <source>this game was saved by a newer version of Tractor Desktop (format %1); please update the game to open it</source>
        <translation>此比赛由更新版本的 Tractor Desktop 保存（格式 %1）；请更新游戏后再打开</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="188"/>
        <source>unknown save format version %1</source>
        <translation>未知的存档格式版本 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="196"/>
        <source>the save file lacks &apos;%1&apos;</source>
        <translation>存档文件缺少“%1”</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="207"/>
        <source>the game in this file cannot be replayed at step %1</source>
        <translation>此文件中的比赛无法在第 %1 步重放</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="213"/>
        <source>the game in this file cannot be replayed</source>
        <translation>此文件中的比赛无法重放</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="218"/>
        <source>the save file is nested too deeply</source>
        <translation>存档文件嵌套层级过深</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="228"/>
        <source>&apos;take_backs&apos; must be a whole number from 0 to %1</source>
        <translation>“take_backs”必须是 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="255"/>
        <source>&apos;players&apos; must list the four seats</source>
        <translation>“players”必须列出四个座位</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="261"/>
        <source>each player must have a name and a level</source>
        <translation>每位玩家都必须有名字和级别</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="266"/>
        <source>a player&apos;s name must be text of at most 60 characters</source>
        <translation>玩家名字必须是不超过 60 个字符的文本</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="273"/>
        <source>unknown player level %1</source>
        <translation>未知的玩家级别 %1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="344"/>
        <source>there is no file %1</source>
        <translation>文件 %1 不存在</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="348"/>
        <source>%1 is not a file</source>
        <translation>%1 不是文件</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="353"/>
        <source>%1 is too large to be a save file (%2 KB)</source>
        <translation>%1 太大，不可能是存档文件（%2 KB）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="363"/>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="373"/>
        <source>%1 is not a save file (it is not text)</source>
        <translation>%1 不是存档文件（它不是文本）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/storage.py" line="380"/>
        <source>%1 is damaged: it is not valid JSON</source>
        <translation>%1 已损坏：不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="180"/>
        <source>this position cannot be played on</source>
        <translation>无法从这个局面继续打</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="280"/>
        <source>the game is not autosaved</source>
        <translation>比赛没有自动保存</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="411"/>
        <source>choose a file to save to</source>
        <translation>请选择要保存到的文件</translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="66"/>
        <source>Round</source>
        <translation>局</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="67"/>
        <source>Declarers</source>
        <translation>庄家</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="68"/>
        <source>Points</source>
        <translation>闲家得分</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="69"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="70"/>
        <source>Levels</source>
        <translation>级别</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="142"/>
        <source>Us (N–S)</source>
        <translation>我方（南–北）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="142"/>
        <source>Them (E–W)</source>
        <translation>对方（东–西）</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../../tractor_desktop/app/session.py" line="457"/>
        <source>Your statistics could not be saved: %1</source>
        <translation>无法保存你的统计数据：%1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="111"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="115"/>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="116"/>
        <source>&amp;Players</source>
        <translation>玩家(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="117"/>
        <source>&amp;Table</source>
        <translation>牌桌(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="118"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="148"/>
        <source>These rules apply to the next new game.</source>
        <translation>这些规则从下一场新比赛开始生效。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="154"/>
        <source>Rule preset</source>
        <translation>规则预设</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="158"/>
        <source>&amp;Standard rules</source>
        <translation>标准规则(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="212"/>
        <source>The game in progress keeps its own rules: %1</source>
        <translation>进行中的比赛沿用原有规则：%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="213"/>
        <source>the standard rules</source>
        <translation>标准规则</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="239"/>
        <source>You (South)</source>
        <translation>你（南家）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="240"/>
        <source>East</source>
        <translation>东家</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="241"/>
        <source>North (partner)</source>
        <translation>北家（对家）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="242"/>
        <source>West</source>
        <translation>西家</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="250"/>
        <source>Name of %1</source>
        <translation>%1的名字</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="258"/>
        <source>Level of %1</source>
        <translation>%1的难度</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="271"/>
        <source>Animation speed</source>
        <translation>动画速度</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="276"/>
        <source>Card size</source>
        <translation>牌的大小</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="277"/>
        <source>Four-colour suits (♦ blue, ♣ green)</source>
        <translation>四色花色（♦ 蓝色，♣ 绿色）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="282"/>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="290"/>
        <source>Card back colour</source>
        <translation>牌背颜色</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="287"/>
        <source>Other colour…</source>
        <translation>其他颜色…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="291"/>
        <source>Confirm before playing (drags only select)</source>
        <translation>出牌前确认（拖动只选牌）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="293"/>
        <source>Offer hints</source>
        <translation>提供提示</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="295"/>
        <source>Play a forced last card by itself</source>
        <translation>别无选择时自动打出最后的牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="297"/>
        <source>Pause the draw when I can declare</source>
        <translation>我能亮主时暂停摸牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="299"/>
        <source>A moment to read the declare button and choose, when the chance first comes</source>
        <translation>第一次有亮主机会时暂停片刻，让你看清亮主按钮再做选择</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="302"/>
        <source>Allow taking back moves (Ctrl+Z)</source>
        <translation>允许悔牌（Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="304"/>
        <source>Games with take-backs are counted separately in the statistics</source>
        <translation>有悔牌的比赛在统计中单独计算</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="307"/>
        <source>Show the card memory</source>
        <translation>显示记牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="318"/>
        <source>Sounds</source>
        <translation>音效</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="325"/>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="338"/>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="330"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="345"/>
        <source>System default</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="350"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="351"/>
        <source>A new language applies after a restart.</source>
        <translation>新语言在重新启动后生效。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="379"/>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="411"/>
        <source>Custom colour</source>
        <translation>自定义颜色</translation>
    </message>
</context>
<context>
    <name>SettingsStore</name>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="170"/>
        <source>The settings file could not be read; the defaults are used.</source>
        <translation>无法读取设置文件；将使用默认设置。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="435"/>
        <source>%1 and %n more</source>
        <translation>%1 以及另外 %n 项</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="438"/>
        <source>Some settings could not be read and were reset: %1.</source>
        <translation>部分设置无法读取，已重置：%1。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="264"/>
        <source>The settings file is not a regular file; the settings were not saved.</source>
        <translation>设置文件不是普通文件；设置未保存。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="148"/>
        <source>The settings file is not a regular file; the defaults are used.</source>
        <translation>设置文件不是普通文件；将使用默认设置。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="156"/>
        <source>The settings file is too large (%1 KB; the game&apos;s own are at most %2 KB); the defaults are used.</source>
        <translation>设置文件过大（%1 KB；游戏自己的设置文件最多 %2 KB）；将使用默认设置。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="161"/>
        <source>The settings file is too large (%1 KB; the game&apos;s own are at most %2 KB); the defaults are used, and the file was kept as %3.</source>
        <translation>设置文件过大（%1 KB；游戏自己的设置文件最多 %2 KB）；将使用默认设置，该文件已保留为 %3。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="270"/>
        <source>The settings file is too large and could not be moved aside; the settings were not saved.</source>
        <translation>设置文件过大，且无法移到一旁；设置未保存。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/settings.py" line="281"/>
        <source>The settings could not be saved to %1.</source>
        <translation>无法将设置保存到 %1。</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../tractor_desktop/app/statistics.py" line="129"/>
        <source>Your statistics file was damaged and could not be read, so your statistics start afresh. The damaged file was kept as %1.</source>
        <translation>你的统计文件已损坏，无法读取，因此统计将重新开始。损坏的文件已保留为 %1。</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="43"/>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="51"/>
        <source>Games</source>
        <translation>比赛</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="53"/>
        <source>All games</source>
        <translation>全部比赛</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="54"/>
        <source>Without take-backs</source>
        <translation>无悔牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="55"/>
        <source>With take-backs</source>
        <translation>有悔牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="56"/>
        <source>Given up (lost)</source>
        <translation>中途放弃（计负）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="59"/>
        <source>A game you give up unfinished counts as lost, unless a save file holds it as it stands. Games and rounds you made no move in are not counted.</source>
        <translation>未打完就放弃的比赛计为输，除非存档文件按当时的局面保存了它。你一步都没走的比赛和局不计入统计。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="64"/>
        <source>Rounds</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="66"/>
        <source>All rounds</source>
        <translation>全部局数</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="67"/>
        <source>As declarers</source>
        <translation>当庄家</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="68"/>
        <source>As opponents</source>
        <translation>当闲家</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="69"/>
        <source>After a take-back</source>
        <translation>悔牌之后</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="72"/>
        <source>Rounds played after a take-back count only in their own row and add no levels.</source>
        <translation>悔牌之后打的局只计入这一行，也不计升级。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="76"/>
        <source>Games by the opponents&apos; strength</source>
        <translation>按对手难度</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="79"/>
        <source>A game counts under the stronger of your two opponents. Games with take-backs are not counted here.</source>
        <translation>每场比赛按两名对手中较强的一位计入。有悔牌的比赛不计入此处。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="84"/>
        <source>Streaks and levels</source>
        <translation>连胜与级别</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="86"/>
        <source>Current winning streak</source>
        <translation>当前连胜</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="87"/>
        <source>Longest winning streak</source>
        <translation>最长连胜</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="88"/>
        <source>Levels gained</source>
        <translation>累计升级</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="89"/>
        <source>Highest level reached</source>
        <translation>达到的最高级别</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="92"/>
        <source>A streak counts the games won in a row without take-backs; a game won with take-backs does not add to it, and any lost game ends it.</source>
        <translation>连胜只计连续赢下、且没有悔牌的比赛；有悔牌的胜场不计入连胜，输掉任何一场比赛则连胜中断。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="107"/>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="134"/>
        <source>Won</source>
        <translation>获胜</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="134"/>
        <source>Played</source>
        <translation>已打</translation>
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
            <numerusform>%n 场比赛</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="230"/>
        <source>Reset statistics</source>
        <translation>重置统计</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/statistics_dialog.py" line="231"/>
        <source>Clear all your statistics? This cannot be undone.</source>
        <translation>清除你的全部统计数据？此操作无法撤销。</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_scene.py" line="345"/>
        <source>Talon</source>
        <translation>底牌</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../tractor_desktop/ui/table_view.py" line="33"/>
        <source>Card table</source>
        <translation>牌桌</translation>
    </message>
</context>
<context>
    <name>TrickHistoryModel</name>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="158"/>
        <source>Plays, from the leader</source>
        <translation>出牌（从首家起）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="159"/>
        <source>Won by</source>
        <translation>赢家</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/history_models.py" line="160"/>
        <source>Points</source>
        <translation>分</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="103"/>
        <source>The round is over: the opponents have %1 points, fewer than 80, so your side wins it and goes up in level. The summary in front shows the talon, the points and the new levels; press Continue there to end the lesson.</source>
        <translation>本局结束：闲家得了 %1 分，不到 80 分，所以你方赢下本局并升级。弹出的“本局结束”窗口列出了底牌、得分和新的级别；在那里按“继续”即可结束教学。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="109"/>
        <source>The round is over: the opponents have %1 points, 80 or more, so they take over: they are the declarers next round, and from 120 points they go up in level too. The summary in front shows the talon, the points and the levels; press Continue there to end the lesson.</source>
        <translation>本局结束：闲家得了 %1 分，达到 80 分或以上，所以闲家上台：下一局由他们当庄家，而且满 120 分他们还会升级。弹出的“本局结束”窗口列出了底牌、得分和级别；在那里按“继续”即可结束教学。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="125"/>
        <source>Welcome! You are South, at the bottom; North, at the top, is your partner against East and West. You make your own moves in this round, and the others&apos; moves are arranged so that every rule turns up.</source>
        <translation>欢迎！你是南家，坐在下方；上方的北家是你的对家，你们一起对抗东家和西家。这一局由你自己出牌，其他玩家的出牌都经过安排，让每条规则都会出现。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="135"/>
        <source>First the cards are drawn one at a time, 25 for each player; the last 8 are the talon. The trump rank of the first round is 2: showing a 2 makes its suit trumps. That is declaring.</source>
        <translation>先逐张摸牌，每人 25 张；最后剩下的 8 张是底牌。第一局的级牌是 2：亮出一张 2，它的花色就成为主。这就叫亮主。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="164"/>
        <source>All cards are drawn, and each player in turn has a last chance to declare. You have nothing stronger to show: press No declaration.</source>
        <translation>牌已摸完，每人按顺序还有最后一次亮主的机会。你没有更大的牌可亮：请按“不亮主”。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="183"/>
        <source>As the starter you picked up the talon: its 8 cards are marked in your hand. Bury 8 cards face down in their place: select the highlighted ones, low cards without points, and press Bury.</source>
        <translation>你坐庄，拿起了底牌：这 8 张牌在你手里做了记号。扣下 8 张牌作为新的底牌：选中标出的牌（不带分的小牌），然后按“扣底 8 张”。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="193"/>
        <source>You lead the first trick. The simplest lead is a single card: click your %1, then press Play. The others must follow with a heart if they have one.</source>
        <translation>第一轮由你首出。最简单的首出是单张：点你的 %1，再按“出牌”。其他人有红桃就必须跟红桃。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="202"/>
        <source>Everyone followed with a heart and your Ace won; the winner leads the next trick. Now lead a pair, two identical cards: your %1.</source>
        <translation>大家都跟了红桃，你的 A 赢了这一轮；赢的人下一轮首出。现在出一个对子，即两张相同的牌：你的 %1。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="211"/>
        <source>A pair is followed by a pair of the suit if one is held (North), else by two cards of the suit (East). Now lead a tractor, pairs next to each other in rank: %1.</source>
        <translation>首出对子时，有这门花色对子的人要跟对子（北家），没有的就跟两张这门花色的牌（东家）。现在出拖拉机，即点数相连的对子：%1。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="145"/>
        <source>You have just drawn a 2, the %1. Declare it with its button below the table: diamonds become trumps and, unless someone cancels it, you become the starter.</source>
        <translation>你刚摸到一张 2：%1。用牌桌下方它的按钮亮主：方块成为主，如果没人反，你就坐庄。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="154"/>
        <source>You and North are now the declarers. A single 2 can still be cancelled by two identical 2s or two identical jokers, but no one shows them this time: the draw goes on.</source>
        <translation>现在你和北家是庄家。单张 2 亮的主仍可以被两张相同的 2 或两张相同的王反掉，但这次没人亮出来：继续摸牌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="173"/>
        <source>The trump is settled: every diamond, every 2 and the jokers are trumps, from high to low: big joker, small joker, 2♦, the other 2s (equal to each other), then A♦ K♦ and so on. Your hand keeps the trumps together at the right.</source>
        <translation>主已定：所有方块、所有 2 和王都是主，从大到小依次是：大王、小王、2♦、其他 2（彼此一样大），然后是 A♦ K♦ 等等。你手里的主牌集中放在右边。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="220"/>
        <source>East had to play its pair of A♣: followers play as many pairs of the suit as they can. Now lead top cards all at once (a throw): %1. Both K♠ are gone and you hold both A♠, so no one can beat either part.</source>
        <translation>东家必须跟出那对 A♣：跟牌的人要尽量跟这门花色的对子。现在一次出几张大牌（甩牌）：%1。两张 K♠ 都已出过，两张 A♠ 都在你手里，所以没人能管住其中任何一部分。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="230"/>
        <source>The throw won the trick. A throw fails if another player can beat any part of it: see what happens when you lead %1 together.</source>
        <translation>甩牌成功，赢了这一轮。如果别人能管住甩牌中的任何一部分，甩牌就失败：看看把 %1 一起甩出会怎样。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="239"/>
        <source>East can beat your clubs with the K♣, so the throw failed: you take the 10♣ back and only the lower card, the 7♣, is led. The penalty: the opponents gain 10 points for each card taken back.</source>
        <translation>东家能用 K♣ 管住你的梅花，所以甩牌失败：你收回 10♣，只出较小的那张 7♣。罚分：每收回一张牌，闲家得 10 分。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="249"/>
        <source>East won the trick. Points are the 5s (5 each), the 10s and the Kings (10 each); only the opponents, East and West, collect them in the tricks they win: 10 here, and 10 for the penalty.</source>
        <translation>东家赢了这一轮。分牌是 5（每张 5 分）、10 和 K（每张 10 分）；只有闲家（东家和西家）能从自己赢的轮次里得分：这里得 10 分，罚分又得 10 分。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="259"/>
        <source>East led the K♥. While you hold cards of the suit led you must play one: play your %1. West&apos;s K♥ equals East&apos;s, and of equal cards the first played wins.</source>
        <translation>东家首出 K♥。只要手里还有首出花色的牌，就必须跟这门花色：出你的 %1。西家的 K♥ 和东家的一样大，一样大的牌先出者大。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="268"/>
        <source>East took 30 points and leads a pair of hearts. Holding a pair of hearts, you must follow with it, not with two different hearts: play your %1.</source>
        <translation>东家拿到 30 分，又首出一对红桃。你手里有红桃对子，就必须跟对子，不能跟两张不同的红桃：出你的 %1。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="277"/>
        <source>West had no hearts left, so it could play trumps: its pair of big jokers won. You have seen the main rules of play; play the rest of the round yourself (Hint suggests a move).</source>
        <translation>西家没有红桃了，所以可以出主牌：西家的一对大王赢了这一轮。你已经见过主要的出牌规则；这一局剩下的牌由你自己出（“提示”会推荐出法）。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/app/tutorial.py" line="287"/>
        <source>Play on until every card is played. If the opponents win the last trick, the points buried in the talon count for them too, multiplied by twice the number of cards each player played to that trick.</source>
        <translation>继续出牌，直到所有牌出完。如果闲家赢得最后一轮，扣在底牌里的分也归闲家，并乘以每人在这一轮所出张数的两倍。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="88"/>
        <source>The lesson did not start: your game could not be saved first (%1). It goes on as it was.</source>
        <translation>教学未开始：无法先保存你正在进行的比赛（%1）。比赛照常继续。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="108"/>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="196"/>
        <source>Learn to play</source>
        <translation>学习玩法</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="109"/>
        <source>The lesson takes the table for one round. Your game in progress is saved and comes back when the lesson ends. Start the lesson?</source>
        <translation>教学会占用牌桌打一局。你进行中的比赛会先保存，教学结束后恢复。开始教学吗？</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="234"/>
        <source>Lesson</source>
        <translation>教学</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="244"/>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="245"/>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="246"/>
        <source>Leave the lesson</source>
        <translation>退出教学</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="296"/>
        <source>Learn to play: step %1 of %2</source>
        <translation>学习玩法：第 %1 步（共 %2 步）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="351"/>
        <source>Declare the %1 now: press its Declare button.</source>
        <translation>现在亮 %1：请按对应的亮主按钮。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="355"/>
        <source>Press No declaration: your 2♦ stands.</source>
        <translation>请按“不亮主”：你亮的 2♦ 仍然有效。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="357"/>
        <source>Select exactly the highlighted cards, then press Bury.</source>
        <translation>请正好选中标出的牌，然后按“扣底 8 张”。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="361"/>
        <source>This step asks for %1: select exactly the highlighted cards, then press Play.</source>
        <translation>这一步要出 %1：请正好选中标出的牌，然后按“出牌”。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="366"/>
        <source>Not now: the lesson tells you when it is your move.</source>
        <translation>现在不行：轮到你时教学会告诉你。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="423"/>
        <source>Your game could not be brought back: %1</source>
        <translation>无法恢复你的比赛：%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/tutorial.py" line="431"/>
        <source>Your game is back where you left it.</source>
        <translation>你的比赛已恢复到你离开时的状态。</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="29"/>
        <source>Welcome to Tractor Desktop</source>
        <translation>欢迎使用 Tractor Desktop</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="34"/>
        <source>Welcome to Tractor</source>
        <translation>欢迎来打拖拉机</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="43"/>
        <source>Tractor (升级, &quot;level up&quot;) is a card game for four players in two teams, with two packs. You play with North, opposite you, against East and West: win tricks with points in them, and your side climbs from 2 to Ace.</source>
        <translation>拖拉机（又叫升级）是一种用两副牌、四人分两队玩的纸牌游戏。你和坐在对面的北家一队，对抗东家和西家：赢下带分的轮次，你们这一方就能从 2 一路升到 A。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="52"/>
        <source>Learn to play</source>
        <translation>学习玩法</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="53"/>
        <source>A guided first round: the game shows you each step, you play the cards.</source>
        <translation>带你打第一局：游戏一步步指引，牌由你自己出。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="57"/>
        <source>Play a game</source>
        <translation>打一场比赛</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="58"/>
        <source>Against three computer players, your partner opposite you.</source>
        <translation>与三名电脑玩家对战，你的对家坐在你对面。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="64"/>
        <source>Host a table for friends…</source>
        <translation>为朋友主持牌桌…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="65"/>
        <source>Join a friend&apos;s table…</source>
        <translation>加入朋友的牌桌…</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/welcome.py" line="73"/>
        <source>All of these are in the Game and Help menus too; this welcome is shown once.</source>
        <translation>这些选项在“游戏”和“帮助”菜单中也都有；本欢迎页只显示一次。</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="75"/>
        <source>Level table: %1 points</source>
        <translation>升级表：%1 分</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="37"/>
        <source>We won the last trick: talon points %1 × %2 = %3</source>
        <translation>我方赢得最后一轮，抠底：底牌 %1 分 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="41"/>
        <source>They won the last trick: talon points %1 × %2 = %3</source>
        <translation>对方赢得最后一轮，抠底：底牌 %1 分 × %2 = %3</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="52"/>
        <source>They won the last trick as declarers: the talon&apos;s %1 points do not count.</source>
        <translation>对方（庄家）赢得最后一轮：底牌的 %1 分不计。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="57"/>
        <source>We won the last trick as declarers: the talon&apos;s %1 points do not count.</source>
        <translation>我方（庄家）赢得最后一轮：底牌的 %1 分不计。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="63"/>
        <source>Our points: %1 in tricks, %2 in all</source>
        <translation>我方得分：抓分 %1，合计 %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="65"/>
        <source>Their points: %1 in tricks, %2 in all</source>
        <translation>对方得分：抓分 %1，合计 %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="72"/>
        <source>Level table: no points (0 or less)</source>
        <translation>升级表：无得分（0 分或以下）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="82"/>
        <source>%1 defend: levels +%2</source>
        <translation>%1守庄成功：升 %2 级</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="88"/>
        <source>%1 take over: levels +%2</source>
        <translation>%1上台：升 %2 级</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="94"/>
        <source>%1 take over (80–115 points: no level gained)</source>
        <translation>%1上台（80–115 分：不升级）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="100"/>
        <source>Levels now: Us %1, Them %2</source>
        <translation>当前级别：我方 %1，对方 %2</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="107"/>
        <source>%1 go past Ace and win the game!</source>
        <translation>%1打过 A，赢得本场比赛！</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/dialogs.py" line="113"/>
        <source>%1 starts the next round.</source>
        <translation>下一局由%1坐庄。</translation>
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
&lt;h2&gt;拖拉机规则简介&lt;/h2&gt;
&lt;p&gt;四名玩家分成两队：你（南家）和北家对东家和西家。两副牌加四张王，共 108 张。K 和 10 各计 10 分，5 计 5 分：整副牌共 200 分。&lt;/p&gt;
&lt;h3&gt;级别与主牌&lt;/h3&gt;
&lt;p&gt;两队都从 2 开始，逐级向 A 升；先打过 A 的一队获胜。每局的级牌就是庄家一方的级别。摸牌时亮出一张级牌，即以它的花色为主；一对级牌可以反掉单张；一对相同的王压过一切，本局为无主。&lt;/p&gt;
&lt;p&gt;主牌从大到小：大王、小王、主花色的级牌、其他花色的级牌（彼此同大），然后是主花色从 A 往下。所有主牌算作同一门花色。&lt;/p&gt;
&lt;h3&gt;底牌&lt;/h3&gt;
&lt;p&gt;坐庄的玩家拿起剩下的 8 张底牌，再扣下 8 张。若闲家赢得最后一轮，底牌里的分归闲家，并乘以每人所出张数的两倍。&lt;/p&gt;
&lt;h3&gt;出牌&lt;/h3&gt;
&lt;p&gt;首家可以出单张、&lt;b&gt;对子&lt;/b&gt;（两张相同的牌）、&lt;b&gt;拖拉机&lt;/b&gt;（同一花色的相连对子），或同一花色中没人管得住的几张&lt;b&gt;大牌&lt;/b&gt;（甩牌）。其他玩家必须跟同一花色，并尽量跟对子。甩牌如果被人管得住，每收回一张牌罚 10 分。&lt;/p&gt;
&lt;h3&gt;计分&lt;/h3&gt;
&lt;p&gt;只有闲家得分。不到 40 分：庄家升 2 级（一分未得则升 3 级）；40–75 分：庄家升 1 级；80 分或以上：闲家上台成为庄家，并且超过 80 分后每多 40 分升一级。&lt;/p&gt;
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
&lt;h3&gt;无主局&lt;/h3&gt;
&lt;p&gt;亮出一对王后，只有四张王是主牌。按这些规则，这时级牌只是所属花色的普通牌，位置照常，从 A 往下排；庄家一方的级别在本局结束时照常结算升级。很多牌桌在这种情况下仍把级牌当作主牌：设置中的规则选项“无主时级牌仍是主牌”就是这种打法。&lt;/p&gt;
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
&lt;p&gt;升级 / 拖拉机：可离线与三名电脑玩家对战，也可与朋友通过网络打牌。&lt;/p&gt;
&lt;p&gt;版权所有 © 2026 Tractor Desktop 作者。依据 MIT 许可证（MIT License）发布。&lt;/p&gt;
&lt;p&gt;本程序通过 PySide6（Qt for Python）使用 Qt，依据 GNU 宽通用公共许可证（GNU Lesser General
Public License）第 3 版使用。Qt © The Qt Company Ltd. 及其他贡献者。你可以用自己构建的 Qt 库替换本程序所用的 Qt 库；LGPL 全文见
https://www.gnu.org/licenses/lgpl-3.0.html 。&lt;/p&gt;
</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="25"/>
        <source>spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="26"/>
        <source>hearts</source>
        <translation>红桃</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="27"/>
        <source>diamonds</source>
        <translation>方块</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="28"/>
        <source>clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="29"/>
        <source>no trump</source>
        <translation>无主</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="30"/>
        <source>trumps</source>
        <translation>主牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="35"/>
        <source>Jack</source>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="36"/>
        <source>Queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="37"/>
        <source>King</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="38"/>
        <source>Ace</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="46"/>
        <source>Red joker (big)</source>
        <translation>大王（红）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="48"/>
        <source>Black joker (small)</source>
        <translation>小王（黑）</translation>
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
        <translation>%2%1</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="65"/>
        <source>Big joker</source>
        <translation>大王</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="67"/>
        <source>Small joker</source>
        <translation>小王</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="81"/>
        <source>Declare no trump (pair of big jokers)</source>
        <translation>亮无主（一对大王）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="82"/>
        <source>Declare no trump (pair of small jokers)</source>
        <translation>亮无主（一对小王）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="90"/>
        <source>South (you)</source>
        <translation>南家（你）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="91"/>
        <location filename="../../tractor_desktop/ui/names.py" line="107"/>
        <source>East</source>
        <translation>东家</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="92"/>
        <location filename="../../tractor_desktop/ui/names.py" line="108"/>
        <source>North</source>
        <translation>北家</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="93"/>
        <location filename="../../tractor_desktop/ui/names.py" line="109"/>
        <source>West</source>
        <translation>西家</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="100"/>
        <source>South</source>
        <translation>南家</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="106"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="128"/>
        <source>Us (N–S)</source>
        <translation>我方（南–北）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="130"/>
        <source>Them (E–W)</source>
        <translation>对方（东–西）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="143"/>
        <source>Points</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="145"/>
        <source>Our points</source>
        <translation>我方得分</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="146"/>
        <source>Their points</source>
        <translation>对方得分</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="156"/>
        <source>No trump (%1)</source>
        <translation>无主（%1）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="163"/>
        <source>The game is over.</source>
        <translation>本场比赛已结束。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="164"/>
        <source>That can&apos;t be done right now.</source>
        <translation>现在不能这样做。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="165"/>
        <source>Wait for your turn.</source>
        <translation>请等待轮到你。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="166"/>
        <source>Those cards are not in your hand.</source>
        <translation>这些牌不在你手里。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="169"/>
        <source>Select some cards first.</source>
        <translation>请先选牌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="170"/>
        <source>To declare, show one trump-rank card, a pair of them, or a pair of jokers.</source>
        <translation>亮主须亮出一张级牌、一对级牌或一对王。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="173"/>
        <source>A pair of jokers was shown: the trump is settled.</source>
        <translation>已亮出一对王：主已定。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="176"/>
        <source>A single card can&apos;t cancel another single.</source>
        <translation>单张不能反单张。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="179"/>
        <source>Only a pair of jokers can cancel a declared pair.</source>
        <translation>只有一对王才能反掉已亮的对子。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="182"/>
        <source>These rules don&apos;t let you turn your single into a pair.</source>
        <translation>当前规则不允许把自己亮的单张加成对子。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="185"/>
        <source>You can&apos;t change your own declaration.</source>
        <translation>不能改变自己亮的主。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="188"/>
        <source>Select exactly 8 cards to bury.</source>
        <translation>请正好选 8 张牌扣底。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="189"/>
        <source>A lead must be all one suit, or all trumps.</source>
        <translation>首出的牌必须同一花色，或全是主牌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="192"/>
        <source>Another player can beat part of those cards: lead them separately.</source>
        <translation>其他玩家能管住其中部分牌：请分开出。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="195"/>
        <source>Play as many cards as the leader.</source>
        <translation>出牌张数须与首家相同。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="198"/>
        <source>You must follow suit while you hold cards of the suit led.</source>
        <translation>手里有首出花色的牌时，必须跟这门花色。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="201"/>
        <source>You hold a pair in the suit led: you must play it.</source>
        <translation>你有首出花色的对子：必须出对子。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="204"/>
        <source>You must play as many pairs of the suit led as you can.</source>
        <translation>必须尽量多跟首出花色的对子。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="207"/>
        <source>You hold a tractor in the suit led: you must play it.</source>
        <translation>你有首出花色的拖拉机：必须出拖拉机。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="211"/>
        <source>The lesson asks for another move here: the marked cards.</source>
        <translation>教学这一步要求别的出法：标出的牌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/names.py" line="215"/>
        <source>That is not allowed.</source>
        <translation>不允许这样做。</translation>
    </message>
</context>
<context>
    <name>refusals</name>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="35"/>
        <source>Trumps were led: you must play trumps while you hold any.</source>
        <translation>首出的是主牌：你手里有主牌就必须跟主牌。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="38"/>
        <source>You hold a pair of trumps: you must play it.</source>
        <translation>你有主牌对子：必须出对子。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="41"/>
        <source>You must play as many pairs of trumps as you can.</source>
        <translation>必须尽量多跟主牌对子。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="44"/>
        <source>You hold a tractor in trumps: you must play it.</source>
        <translation>你有主牌拖拉机：必须出拖拉机。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="50"/>
        <source>%1 were led: you must play %1 while you hold any.</source>
        <translation>首出的是%1：你手里有%1就必须跟%1。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="53"/>
        <source>You hold a pair of %1: you must play it.</source>
        <translation>你有%1对子：必须出对子。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="56"/>
        <source>You must play as many pairs of %1 as you can.</source>
        <translation>必须尽量多跟%1对子。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/refusals.py" line="59"/>
        <source>You hold a tractor in %1: you must play it.</source>
        <translation>你有%1拖拉机：必须出拖拉机。</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="20"/>
        <source>Reinforce your own declaration</source>
        <translation>可加固自己亮的主</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="21"/>
        <source>A player who declared with one card may later show the second copy as a pair.</source>
        <translation>亮了单张的玩家之后可以再亮出相同的另一张，成为一对。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="27"/>
        <source>Nobody declares in the first round</source>
        <translation>首局无人亮主时</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="28"/>
        <source>Deal again, or turn up the talon to find the trump suit.</source>
        <translation>重新发牌，或翻底牌定主。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="31"/>
        <source>Trump-rank cards stay trumps without a trump suit</source>
        <translation>无主时级牌仍是主牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="32"/>
        <source>In a no-trump round the trump-rank cards rank just below the jokers.</source>
        <translation>无主局中，级牌仍为主牌，仅次于王。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="37"/>
        <source>Follow a tractor with a tractor</source>
        <translation>有拖拉机必须跟拖拉机</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="38"/>
        <source>A player holding a tractor of the right length in the suit led must play it.</source>
        <translation>手中有首出花色、长度相同的拖拉机的玩家必须跟出拖拉机。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="44"/>
        <source>Tractors inside top-card leads</source>
        <translation>甩牌中可含拖拉机</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="45"/>
        <source>A top-cards lead may contain tractors as units (otherwise only pairs).</source>
        <translation>甩牌可以拖拉机为单元（否则只按对子算）。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="50"/>
        <source>Penalty per card of a failed top-cards lead</source>
        <translation>甩牌失败每张罚分</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="51"/>
        <source>Points per card taken back (0 turns the penalty off).</source>
        <translation>每收回一张牌罚的分数（0 表示不罚）。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="54"/>
        <source>Refuse my beatable top-cards leads</source>
        <translation>拒绝我会失败的甩牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="55"/>
        <source>Teaching aid: instead of a penalty, you are told to lead them separately.</source>
        <translation>教学辅助：不罚分，而是提示你分开出。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="60"/>
        <source>Talon bonus</source>
        <translation>抠底</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="61"/>
        <source>The talon&apos;s points are multiplied by twice the cards each player played to the last trick, or by a power of 2.</source>
        <translation>底牌分数乘以末轮每人出牌张数的 2 倍，或乘以 2 的幂。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="68"/>
        <source>Must defend Ace to win</source>
        <translation>必须坐庄打过 A 才赢</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="69"/>
        <source>Levels stop at Ace; a team wins by winning a round as declarers at Ace.</source>
        <translation>级别升到 A 为止；一队须在打 A 时坐庄赢下一局才获胜。</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="87"/>
        <source>Deal again</source>
        <translation>重新发牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="88"/>
        <source>Turn up the talon</source>
        <translation>翻底牌</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="91"/>
        <source>× twice the cards each played</source>
        <translation>末轮每人出牌张数的 2 倍</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="92"/>
        <source>2 to the power of the largest unit</source>
        <translation>2 的最大牌型张数次方</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="96"/>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="97"/>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="98"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="99"/>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="100"/>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="101"/>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="102"/>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="103"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="104"/>
        <source>Small</source>
        <translation>小</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="105"/>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="115"/>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="116"/>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="117"/>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="118"/>
        <source>Purple</source>
        <translation>紫色</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/setting_texts.py" line="119"/>
        <source>Black</source>
        <translation>黑色</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="51"/>
        <source>Standard (the original rules)</source>
        <translation>标准（原始规则）</translation>
    </message>
    <message>
        <location filename="../../tractor_desktop/ui/settings_dialog.py" line="52"/>
        <source>Common modern variant</source>
        <translation>现代常见玩法</translation>
    </message>
</context>
</TS>
