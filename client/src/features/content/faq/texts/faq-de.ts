import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import type { FaqText } from '../faq-data.ts';

const faq: FaqText = {
  // Erste Schritte
  'what-is-pomolo': {
    q: 'Was ist Pomolo?',
    a: 'Pomolo ist ein kostenloser Fokus-Timer nach der Pomodoro-Technik, mit einem Lo-fi-Musikplayer direkt daneben. Öffne die Seite, drücke auf Start und arbeite an einer einzigen Sache, bis die Glocke läutet; dann machst du eine kurze Pause und es geht weiter.\n\nDu musst dich nirgends anmelden, Pomolo läuft in jedem modernen Browser auf dem Laptop wie auf dem Smartphone und funktioniert nach dem ersten Laden auch ohne Internetverbindung.',
  },
  'pomodoro-technique': {
    q: 'Wie funktioniert die Pomodoro-Technik?',
    a: 'Du wählst eine Aufgabe und widmest ihr für einen festen Zeitblock deine volle Aufmerksamkeit, klassisch 25 Minuten. Wenn der Block endet, hörst du auf, notfalls mitten im Satz, und machst 5 Minuten Pause, weg von der Aufgabe. Nach etwa vier Fokusblöcken folgt eine längere Pause von 15 bis 30 Minuten.\n\nDer feste Block macht das Anfangen leichter (du verpflichtest dich nur für 25 Minuten), die Pause hält deine Aufmerksamkeit frisch, und das Zählen der Blöcke zeigt dir ehrlich, wie viel konzentrierte Arbeit eine Aufgabe wirklich braucht. Wenn du tiefer einsteigen möchtest, findest du in unserem Blog eine ausführliche Anleitung (auf Englisch).',
  },
  account: {
    q: 'Brauche ich ein Konto?',
    a: 'Nein. Pomolo hat überhaupt keine Besucherkonten. Deine Sprache, der helle oder dunkle Modus, das Farbthema und die Timer-Dauern werden in deinem Browser auf dem Gerät gespeichert, das du gerade benutzt, und sind beim nächsten Besuch wieder da.\n\nDeine Geräte können Fokusverlauf, Aufgaben und Einstellungen trotzdem teilen: Schalte unter Einstellungen → Geräte synchronisieren die Synchronisierung ein und kopple deine anderen Geräte per Link, QR-Code oder Code zum Eintippen. Es gibt weiterhin keine E-Mail-Adresse und kein Passwort, und alles wird auf deinen Geräten verschlüsselt, bevor es gesendet wird, sodass unser Server es nicht lesen kann.',
  },
  free: {
    q: 'Ist Pomolo wirklich kostenlos?',
    a: 'Ja. Pomolo kostet nichts, hat keine Premium-Stufe, keine Testphase und keine Funktion hinter einer Bezahlschranke. Der Timer, die Musik, die Offline-Nutzung und jede Sprache stehen allen zur Verfügung.',
  },
  languages: {
    q: 'In welchen Sprachen gibt es Pomolo?',
    a: 'Die Oberfläche gibt es in 11 Sprachen: Englisch, Deutsch, Französisch, Spanisch, Türkisch, Italienisch, Japanisch, Chinesisch (vereinfacht), Russisch, Portugiesisch und Koreanisch. Jede Sprache hat ihre eigene Adresse, etwa /de für Deutsch oder /ja für Japanisch, und deine Wahl wird gespeichert.\n\nDiese Antworten und die Seite „Über Pomolo“ sind in jeder dieser Sprachen geschrieben. Die Blogartikel und die rechtlichen Seiten gibt es derzeit nur auf Englisch.',
  },
  // Der Timer
  defaults: {
    q: 'Welche Timer-Einstellungen gelten standardmäßig?',
    a: `Standardmäßig folgt auf eine Fokus-Session von ${F.defaultWorkMinutes} Minuten eine Pause von ${F.defaultBreakMinutes} Minuten, und nach jeweils ${F.longBreakEvery} Fokus-Sessions kommt eine lange Pause von ${F.defaultLongBreakMinutes} Minuten. Das Tagesziel liegt bei ${F.defaultDailyGoal} Fokus-Sessions, und Musik, die du abspielst, wird in den Pausen ausgeblendet. Weder Pausen noch Fokus-Sessions starten von selbst, solange du den automatischen Start nicht in den Einstellungen einschaltest. Das sind die klassischen Pomodoro-Dauern und ein guter Einstieg, wenn du die Technik noch nie ausprobiert hast.`,
  },
  'change-durations': {
    q: 'Wie ändere ich die Arbeits- und Pausendauer?',
    a: `Öffne die Einstellungen über das Zahnrad in der Kopfzeile. Arbeitsphasen können ${F.workMinMinutes} bis ${F.workMaxMinutes} Minuten dauern, Pausen ${F.breakMinMinutes} bis ${F.breakMaxMinutes} Minuten. Drei Vorlagen setzen beides auf einmal: Pomodoro (${F.presetPomodoro}), Erweitert (${F.presetExtended}) und Langform (${F.presetLongForm}); jede andere Kombination wird als „Benutzerdefiniert“ angezeigt.\n\nUnter „Fokuszyklen“ legst du fest, nach wie vielen Fokus-Sessions eine lange Pause kommt (${F.longBreakEveryMin} bis ${F.longBreakEveryMax}) und wie lange sie dauert (${F.longBreakMinMinutes} bis ${F.longBreakMaxMinutes} Minuten), oder du schaltest lange Pausen ab. Dort schaltest du auch den automatischen Start von Pausen und von Fokus-Sessions ein und setzt ein Tagesziel von ${F.dailyGoalMin} bis ${F.dailyGoalMax} Fokus-Sessions oder gar keines.\n\nWenn du eine Dauer änderst, stoppt der Timer und die verbleibende Zeit wird zurückgesetzt. Ist eine Pause länger als die Hälfte der Arbeitsphase, weist Pomolo dich darauf hin, denn so lange Pausen bringen dich eher aus dem Rhythmus, als dass sie dich erholen.`,
  },
  'session-end': {
    q: 'Was passiert, wenn eine Phase endet?',
    a: `Die Glocke läutet und, falls du es erlaubt hast, erscheint eine Benachrichtigung, damit du es auch bemerkst, wenn Pomolo in einem anderen Tab offen ist. Eine abgeschlossene Fokus-Session wird zu deinen erledigten Sessions und zu deinem Fokus-Verlauf gezählt. ${F.phaseSwitchSeconds} Sekunden später wechselt der Timer in die nächste Phase: eine kurze Pause oder, nach jeweils ${F.longBreakEvery} Fokus-Sessions, eine lange.\n\nStandardmäßig wartet die nächste Phase dann, bis du auf Start drückst, damit eine Pause beginnt, wenn du wirklich vom Schreibtisch aufstehst, und eine Fokus-Session, wenn du wirklich bereit bist. Ist dir ein durchgehender Rhythmus lieber, schalte in den Einstellungen „Pausen automatisch starten“ oder „Fokus automatisch starten“ ein; dann beginnt die nächste Phase von selbst.`,
  },
  'reset-skip': {
    q: 'Was machen „Reset“ und „Weiter“?',
    a: '„Reset“ stoppt den Timer und bringt dich an den Anfang einer Fokus-Session mit voller Zeit zurück. „Weiter“ überspringt den Rest der Phase: Es stoppt den Timer und wechselt direkt in die andere Phase (vom Fokus in die Pause oder von der Pause in den Fokus), ebenfalls mit voller Zeit. „Reset“ beginnt außerdem die Zählung bis zur nächsten langen Pause von vorn.',
  },
  'background-accuracy': {
    q: 'Bleibt der Timer genau, wenn der Tab im Hintergrund ist?',
    a: 'Ja. Der Timer läuft in einem eigenen Hintergrund-Worker und berechnet die verbleibende Zeit immer ausgehend von dem Moment, in dem die Phase enden soll, statt die Sekunden einzeln herunterzuzählen. Browser bremsen Hintergrund-Tabs aus, aber das kann Pomolo nicht aus dem Takt bringen.\n\nSolange der Timer läuft, zeigt der Tab-Titel die Phase und die verbleibende Zeit, und das kleine Tab-Symbol wechselt zwischen Fokus und Pause. So behältst du ihn auch von jedem anderen Tab aus im Blick.',
  },
  shortcuts: {
    q: 'Gibt es Tastenkürzel?',
    a: 'Ja: Die Leertaste startet oder pausiert den Timer, R setzt ihn zurück und S springt in die andere Phase. Während du in ein Textfeld tippst, werden die Kürzel ignoriert, sodass sie dir bei einem Formular nie in die Quere kommen. M schaltet die Musik stumm oder wieder ein, N und P spielen den nächsten und den vorherigen Titel, F öffnet die Fokusansicht (Escape verlässt sie) und ? zeigt alle Tastenkürzel. Im Fokus notiert I eine Unterbrechung; im Flowtime-Modus macht B eine Pause.',
  },
  // Musik
  'music-kind': {
    q: 'Welche Art von Musik spielt Pomolo?',
    a: 'Ruhigen, instrumentalen Lo-fi in vier Kategorien: Lernen & Fokus, Chillen & Entspannen, Kaffee & Jazz sowie Schlaf & Ruhe. Mehr als zwei Stunden davon werden mit Pomolo ausgeliefert: 32 Titel, die wir selbst komponieren und mit gesampelten Instrumenten spielen (E-Pianos, Flügel, Vibrafon, Gitarren, Kontrabass, Streicher und Schlagzeug mit Besen). Wir veröffentlichen sie unter CC0 (den MIT-Hinweis der Instrumente findest du auf der Seite Musik-Credits). Es gibt also keine Songtexte, die um deine Aufmerksamkeit konkurrieren, und keine Lizenzfragen, wenn du sie beim Streamen oder bei Aufnahmen abspielst.',
  },
  'player-use': {
    q: 'Wie benutze ich den Musikplayer?',
    a: 'Wähle eine Kategorie, um ihren ersten Titel abzuspielen, oder such dir einen beliebigen Titel aus der Liste aus. Der Player hat Wiedergabe und Pause, vorheriger und nächster Titel, Zufallswiedergabe, eine Fortschrittsleiste, einen Lautstärkeregler und eine Stumm-Taste; wenn du das Mausrad über der Lautstärkeregelung drehst, ändert sich die Lautstärke in kleinen Schritten. Auf einem Touchscreen kannst du über das Cover nach links oder rechts wischen, um den Titel zu wechseln.\n\nWenn ein Titel endet, startet automatisch der nächste der Kategorie, nach dem letzten wieder der erste, oder bei eingeschalteter Zufallswiedergabe ein zufälliger.',
  },
  'music-and-timer': {
    q: 'Können Musik und Timer gleichzeitig laufen?',
    a: `Ja. Standardmäßig folgt die Musik dem Timer: Sie wird ausgeblendet, wenn eine Fokus-Session endet, und wieder eingeblendet, wenn die nächste beginnt, damit deine Pausen ruhig sind. Soll die Musik in den Pausen weiterspielen, schalte in den Einstellungen „Musik in den Pausen“ ein; sollen Musik und Timer ganz unabhängig sein, schalte „Musik folgt dem Timer“ aus.\n\nIn jedem Fall kannst du die Musik jederzeit anhalten, ohne den Timer anzurühren. In Browsern, die das unterstützen, steuern auch die Medientasten deiner Tastatur und die Sperrbildschirm-Steuerung deines Smartphones den Player.`,
  },
  'no-autoplay': {
    q: 'Warum startet die Musik nicht von selbst, wenn ich die Seite öffne?',
    a: 'Browser erlauben einer Seite nicht, Ton abzuspielen, bevor du mit ihr interagiert hast, und wir möchten dich ohnehin nicht mit Musik überfallen. Pomolo wählt beim Laden einen Titel für dich aus und wartet, bis du auf Wiedergabe drückst.',
  },
  soundscape: {
    q: 'Kann ich Regen, Wind oder weißes Rauschen hinzufügen?',
    a: 'Ja. Die Klangkulisse auf der Startseite mischt elf Klänge: weißes, rosa und braunes Rauschen, leichten und starken Regen, fernes Gewitter, Wind, Meereswellen, knisterndes Feuer, einen Bach und Grillen bei Nacht. Jeder Klang entsteht live in deinem Browser: nichts herunterzuladen, auch offline verfügbar, und nichts wiederholt sich. Gib jeder Ebene ihre eigene Lautstärke, starte mit einer Vorlage wie „Bibliothek im Regen“, speichere eigene Mixe oder teile einen Mix als Link.\n\nDie Klangkulisse hat ihre eigene Lautstärke und folgt dem Timer wie die Musik: In der Pause wird sie ausgeblendet, außer du lässt sie weiterspielen. Ein Schlaftimer stoppt sie nach 15 bis 90 Minuten.',
  },
  'music-offline': {
    q: 'Kann ich Musik offline hören?',
    a: 'Titel, die du als Favoriten markierst, werden auf dein Gerät heruntergeladen, mit einem Fortschrittsbalken während des Downloads, und spielen danach ganz ohne Verbindung. Der Player zeigt, wie viel Speicher deine Downloads belegen, und du kannst einen Download jederzeit entfernen. Titel, die nicht heruntergeladen sind, brauchen zum Streamen eine Verbindung.',
  },
  // Offline & Installation
  'works-offline': {
    q: 'Funktioniert Pomolo ohne Internetverbindung?',
    a: 'Ja. Nach deinem ersten Besuch ist die ganze App (der Timer, die Einstellungen, die Farbthemen, jede Sprache und diese Informationsseiten) auf deinem Gerät gespeichert und funktioniert ganz ohne Netzwerk. Nur Musik, die du nicht heruntergeladen hast, braucht eine Verbindung.',
  },
  install: {
    q: 'Wie installiere ich Pomolo als App?',
    a: 'Pomolo ist eine Progressive Web App, du kannst es also direkt aus dem Browser installieren, ganz ohne App-Store. In Chrome oder Edge am Computer nutzt du das Installationssymbol rechts in der Adressleiste oder „Pomolo installieren“ im Browsermenü. Unter Android öffnest du das Browsermenü und wählst „App installieren“ oder „Zum Startbildschirm hinzufügen“. Auf dem iPhone oder iPad tippst du in Safari auf „Teilen“ und wählst „Zum Home-Bildschirm“.\n\nDie installierte App öffnet sich in einem eigenen Fenster, startet von deinem Startbildschirm oder Dock und funktioniert offline wie die Website.',
  },
  updates: {
    q: 'Wie bekomme ich Updates?',
    a: 'Automatisch. Wenn wir eine neue Version veröffentlichen, lädt dein Browser sie still im Hintergrund herunter, und sie ist aktiv, sobald du Pomolo das nächste Mal öffnest. Du musst nichts von Hand herunterladen oder installieren.',
  },
  'storage-space': {
    q: 'Wie viel Speicherplatz belegt Pomolo auf meinem Gerät?',
    a: 'Die App selbst belegt ein paar Megabyte. Heruntergeladene Musik braucht mehr, je nachdem, wie viele Titel du behältst; der Player zeigt die Summe an. Du kannst den Platz jederzeit freigeben, indem du Downloads entfernst oder in den Browsereinstellungen die Websitedaten von Pomolo löschst.',
  },
  // Datenschutz & Daten
  'stored-data': {
    q: 'Was speichert ihr über mich?',
    a: `Fast nichts, und das meiste davon verlässt dein Gerät nie. Deine Einstellungen (Sprache, heller oder dunkler Modus, Farbthema, Timer-, Fokuszyklus- und Musikeinstellungen), der Zustand des Timers, deine Aufgaben, deine Labels, dein Fokus-Verlauf und deine heruntergeladenen Titel liegen im Speicher deines Browsers auf deinem Gerät.\n\nUnser Server erhält nur dann etwas über dich, wenn du uns über das Kontaktformular oder das Vorschlagsformular schreibst. Unsere Datenschutzerklärung (auf Englisch) führt jeden einzelnen Punkt auf.\n\nWenn du die Synchronisierung einschaltest, gelangen Fokusverlauf, Aufgaben, Timer- und Design-Einstellungen, gespeicherte Mixe und Lieblingstitel auch auf unseren Server, aber nur auf deinem Gerät verschlüsselt, mit einem Schlüssel, der deine Geräte nie verlässt: Der Server speichert Chiffretext, den er nicht lesen kann, und du kannst ihn jederzeit löschen.`,
  },
  cookies: {
    q: 'Verwendet ihr Cookies oder Tracker?',
    a: 'Pomolo setzt keine Werbe- oder Analyse-Cookies und lädt keine Tracking-Skripte von Drittanbietern. Das einzige Cookie, das wir verwenden, ist das Sitzungs-Cookie des Verwaltungsbereichs, und das erhalten nur die Administratoren der Website.',
  },
  messages: {
    q: 'Was passiert mit den Nachrichten, die ich euch schicke?',
    a: 'Nachrichten aus dem Kontaktformular und dem Vorschlagsformular werden zusammen mit deiner IP-Adresse und deinem Browsertyp auf unserem Server gespeichert; diese Angaben nutzen wir, um Spam und Missbrauch abzuwehren. Nur das Pomolo-Team liest sie. Support-Korrespondenz bewahren wir höchstens 3 Jahre auf und löschen sie dann.',
  },
  'delete-data': {
    q: 'Wie lösche ich meine Daten?',
    a: 'Alles, was auf deinem Gerät gespeichert ist, verschwindet, wenn du in den Browsereinstellungen die Websitedaten von Pomolo löschst (oder die App deinstallierst). Soll eine Nachricht gelöscht werden, die du uns geschickt hast, schreib uns über die Kontaktseite und sag uns ungefähr, wann und von welcher E-Mail-Adresse du sie gesendet hast. Wenn du die Synchronisierung eingeschaltet hast, löschst du die verschlüsselte Kopie auf unserem Server unter Einstellungen → Geräte synchronisieren → Synchronisierte Daten vom Server löschen.',
  },
  // Problemlösung
  'no-bell': {
    q: 'Ich höre die Glocke am Ende einer Phase nicht.',
    a: 'Prüfe, ob dein Gerät nicht stummgeschaltet ist und auch der Browser-Tab selbst nicht. Browser lassen eine Seite erst Ton abspielen, nachdem du mit ihr interagiert hast; starte den Timer also mit einem Klick oder Tastendruck, statt die Seite unberührt zu lassen. Kann der Glockenklang nicht geladen werden, läuft der Timer lautlos weiter.',
  },
  'no-notifications': {
    q: 'Ich bekomme keine Benachrichtigungen.',
    a: 'Benachrichtigungen brauchen deine Erlaubnis. Wenn du die Anfrage abgelehnt hast, erlaube Benachrichtigungen für Pomolo in den Website-Einstellungen deines Browsers. Prüfe außerdem, ob dein Betriebssystem in einem Fokus- oder „Nicht stören“-Modus ist, der sie ausblendet. Der Timer funktioniert auch ohne Benachrichtigungen ganz normal; du siehst dann nur das Pop-up nicht.',
  },
  'track-fails': {
    q: 'Ein Titel wird nicht abgespielt.',
    a: 'Wenn ein Titel nicht geladen werden kann, zeigt Pomolo eine Meldung und versucht es selbstständig erneut, bis zu dreimal. Klappt es dann immer noch nicht, prüfe deine Verbindung, wähle einen anderen Titel oder lade die Seite neu. Solange du offline bist, können nur heruntergeladene Titel spielen.',
  },
  'settings-reset': {
    q: 'Meine Einstellungen wurden zurückgesetzt.',
    a: 'Einstellungen liegen im Speicher deines Browsers. Sie gehen also verloren, wenn du deine Browserdaten löschst, und private oder Inkognito-Fenster vergessen sie beim Schließen. Außerdem gelten sie pro Browser und pro Gerät, ein anderer Browser startet also mit den Standardwerten. Damit sie auf mehreren Geräten gleich bleiben, schalte unter Einstellungen → Geräte synchronisieren die Synchronisierung ein.',
  },
  'ended-asleep': {
    q: 'Der Timer ist abgelaufen, während mein Computer im Ruhezustand war.',
    a: 'Pomolo richtet sich nach der tatsächlichen Uhrzeit. Wenn dein Gerät aufwacht, weiß es also, dass die Phase zu Ende ist. Die abgeschlossene Session wird trotzdem gezählt, aber die Glocke läutet nicht verspätet, Minuten nach dem eigentlichen Ende. Drücke auf Start, wenn du für die nächste Phase bereit bist.',
  },
  'not-listed': {
    q: 'Mein Problem ist hier nicht aufgeführt.',
    a: 'Schreib uns über die Kontaktseite. Sag uns, welchen Browser und welches Gerät du benutzt, was du getan hast, was du erwartet hast und was stattdessen passiert ist; so können wir dir viel schneller helfen.',
  },
};

export default faq;
