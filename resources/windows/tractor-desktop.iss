; Inno Setup 6 script of Tractor Desktop's Windows installer.
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

[Setup]
; The AppId identifies the game across versions: keep it, or upgrades install side by side.
AppId={{6F0E3B3A-5C1D-4B7E-9C55-7A3D2F1B8E42}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Tractor Desktop authors
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
MinVersion=10.0
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
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "association"; Description: "Open saved games (.tractor) with {#AppName}"; GroupDescription: "File types:"

[InstallDelete]
; An upgrade replaces the whole bundle: files a newer PyInstaller or Qt no longer ships must not
; linger next to the new ones (a stale DLL or plugin can break the start).
Type: filesandordirs; Name: "{app}\_internal"
Type: files; Name: "{app}\{#AppExeName}"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Comment: "Play Tractor against three computer players"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Registry]
; HKA is HKLM for an all-users install and HKCU for a per-user one.
Root: HKA; Subkey: "Software\Classes\.tractor"; ValueType: string; ValueName: ""; ValueData: "{#SaveProgId}"; Flags: uninsdeletevalue; Tasks: association
Root: HKA; Subkey: "Software\Classes\.tractor\OpenWithProgids"; ValueType: string; ValueName: "{#SaveProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}"; ValueType: string; ValueName: ""; ValueData: "Tractor Desktop saved game"; Flags: uninsdeletekey; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExeName},0"; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExeName}"" ""%1"""; Tasks: association
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExeName}\SupportedTypes"; ValueType: string; ValueName: ".tractor"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only what the installer put there; the player's saves and settings (in the user's AppData and
; Documents folders) stay.
Type: dirifempty; Name: "{app}"
