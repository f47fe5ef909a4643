; Inno Setup 6 script of Tractor Desktop's Windows installer (UTF-8 with a byte-order mark, which
; Inno Setup before 6.3 needs to read the translations below as UTF-8).
;
; build_installer.py compiles it after PyInstaller has built the one-dir bundle:
;   ISCC /DAppVersion=0.1.0 /DBundleDir=<repo>\dist\tractor-desktop /DOutputDir=<repo>\dist
;        /DIconFile=<repo>\build\icons\tractor-desktop.ico /DLicenseFile=<repo>\LICENSE
;        resources\windows\tractor-desktop.iss
; The defaults below let it compile from the repository root after a build.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\tractor-desktop"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\tractor-desktop.ico"
#endif
#ifndef LicenseFile
  #define LicenseFile "..\..\LICENSE"
#endif

#define AppName "Tractor Desktop"
#define AppExeName "tractor-desktop.exe"
#define SaveProgId "TractorDesktop.Save"
; The game's homepage: the same literal as in tractor_desktop/app/__init__.py.
#define AppHomepage "https://github.com/tractor-desktop/tractor-desktop"

; The wizard speaks each of the game's languages whose translation the Inno Setup in use installs
; in its Languages folder (compiler:Languages). Every Inno Setup 6 has Armenian and Dutch. Greek,
; Bosnian and Marathi are user-contributed ("unofficial") translations that Inno Setup does not
; install, and Chinese Simplified was one until recent releases: each is taken when the compiler
; has it and left out otherwise (those players get the wizard in English). The same condition
; guards its [CustomMessages].
#define HasGreek FileExists(CompilerPath + "Languages\Greek.isl")
#define HasBosnian FileExists(CompilerPath + "Languages\Bosnian.isl")
#define HasMarathi FileExists(CompilerPath + "Languages\Marathi.isl")
#define HasChineseSimplified FileExists(CompilerPath + "Languages\ChineseSimplified.isl")

; x64compatible (below) is new in Inno Setup 6.3: stop an older compiler with a clear word.
; (Ver is the preprocessor's version, that of Inno Setup itself.)
#if Ver < EncodeVer(6, 3, 0)
  #error Inno Setup 6.3 or newer is needed to compile this script
#endif

[Setup]
; The AppId identifies the game across versions: keep it, or upgrades install side by side.
AppId={{6F0E3B3A-5C1D-4B7E-9C55-7A3D2F1B8E42}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Tractor Desktop authors
AppPublisherURL={#AppHomepage}
AppSupportURL={#AppHomepage}/issues
AppUpdatesURL={#AppHomepage}/releases
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user by default (no administrator rights needed); the dialog offers all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Windows 10 1809 (build 17763), the oldest Qt 6 supports: builds before 1703 lack the
; system's icuuc.dll, which Qt 6 loads, and the game would fail to start instead of Setup
; refusing cleanly.
MinVersion=10.0.17763
LicenseFile={#LicenseFile}
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
OutputDir={#OutputDir}
OutputBaseFilename=TractorDesktop-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
CloseApplications=yes
RestartApplications=no

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "armenian"; MessagesFile: "compiler:Languages\Armenian.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"
#if HasGreek
Name: "greek"; MessagesFile: "compiler:Languages\Greek.isl"
#endif
#if HasBosnian
Name: "bosnian"; MessagesFile: "compiler:Languages\Bosnian.isl"
#endif
#if HasMarathi
Name: "marathi"; MessagesFile: "compiler:Languages\Marathi.isl"
#endif
#if HasChineseSimplified
Name: "chinesesimplified"; MessagesFile: "compiler:Languages\ChineseSimplified.isl"
#endif

[CustomMessages]
; Our own words in the wizard, the Start menu and Explorer; every key in every language above.
english.FileTypesGroup=File types:
english.AssociateSaves=Open saved games (.tractor) with %1
english.ShortcutComment=Play Tractor against three computer players
english.SaveFileTypeName=%1 saved game
armenian.FileTypesGroup=Ֆայլերի տեսակներ՝
armenian.AssociateSaves=Պահպանված խաղերը (.tractor) բացել %1-ով
armenian.ShortcutComment=Խաղալ Տրակտոր երեք համակարգչային խաղացողների դեմ
armenian.SaveFileTypeName=%1-ի պահպանված խաղ
dutch.FileTypesGroup=Bestandstypen:
dutch.AssociateSaves=Opgeslagen spellen (.tractor) openen met %1
dutch.ShortcutComment=Speel Tractor tegen drie computerspelers
dutch.SaveFileTypeName=Opgeslagen spel van %1
#if HasGreek
greek.FileTypesGroup=Τύποι αρχείων:
greek.AssociateSaves=Άνοιγμα αποθηκευμένων παιχνιδιών (.tractor) με το %1
greek.ShortcutComment=Παίξε Tractor εναντίον τριών παικτών του υπολογιστή
greek.SaveFileTypeName=Αποθηκευμένο παιχνίδι του %1
#endif
#if HasBosnian
bosnian.FileTypesGroup=Vrste datoteka:
bosnian.AssociateSaves=Otvaranje sačuvanih igara (.tractor) u programu %1
bosnian.ShortcutComment=Igraj Traktor protiv tri računarska igrača
bosnian.SaveFileTypeName=Sačuvana igra programa %1
#endif
#if HasMarathi
marathi.FileTypesGroup=फाइल प्रकार:
marathi.AssociateSaves=जतन केलेले खेळ (.tractor) %1 मध्ये उघडा
marathi.ShortcutComment=तीन संगणक खेळाडूंविरुद्ध ट्रॅक्टर खेळा
marathi.SaveFileTypeName=%1 चा जतन केलेला खेळ
#endif
#if HasChineseSimplified
chinesesimplified.FileTypesGroup=文件类型：
chinesesimplified.AssociateSaves=用 %1 打开已保存的比赛 (.tractor)
chinesesimplified.ShortcutComment=与三名电脑玩家打拖拉机
chinesesimplified.SaveFileTypeName=%1 比赛存档
#endif

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "association"; Description: "{cm:AssociateSaves,{#AppName}}"; GroupDescription: "{cm:FileTypesGroup}"

[InstallDelete]
; An upgrade replaces the whole bundle: files a newer PyInstaller or Qt no longer ships must not
; linger next to the new ones (a stale DLL or plugin can break the start).
Type: filesandordirs; Name: "{app}\_internal"
Type: files; Name: "{app}\{#AppExeName}"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Comment: "{cm:ShortcutComment}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Registry]
; HKA is HKLM for an all-users install and HKCU for a per-user one. Every entry is the file
; association, so every entry is written only when its task is ticked.
Root: HKA; Subkey: "Software\Classes\.tractor"; ValueType: string; ValueName: ""; ValueData: "{#SaveProgId}"; Flags: uninsdeletevalue; Tasks: association
Root: HKA; Subkey: "Software\Classes\.tractor\OpenWithProgids"; ValueType: string; ValueName: "{#SaveProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:SaveFileTypeName,{#AppName}}"; Flags: uninsdeletekey; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExeName},0"; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""; Tasks: association
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}\SupportedTypes"; ValueType: string; ValueName: ".tractor"; ValueData: ""; Flags: uninsdeletekey; Tasks: association

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only what the installer put there; the player's saves and settings (in the user's AppData and
; Documents folders) stay.
Type: dirifempty; Name: "{app}"
