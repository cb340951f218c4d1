import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import type { AboutText } from '../about-data.ts';

const about: AboutText = {
  mission: [
    'Das Anfangen ist der schwierigste Teil konzentrierter Arbeit. Das leere Dokument, das ungelesene Kapitel, der Bug, der dir schon den ganzen Vormittag trotzt: Die Aufgabe wirkt riesig, das Smartphone liegt griffbereit, und zehn Minuten verschwinden, bevor die erste echte Arbeitsminute beginnt. Pomolo gibt es, damit diese erste Minute leichtfällt.',
    'Unsere Mission ist einfach: allen helfen, mit einem Klick ins konzentrierte Arbeiten zu kommen und mit ruhiger Musik und ehrlichen Pausen dranzubleiben, auf jedem Gerät, online oder offline, ohne Konto, ohne Abo und ohne einen Tracker, der dabei zusieht.',
  ],
  science: [
    'Pomolo beruht auf der Pomodoro-Technik, die Francesco Cirillo Ende der 1980er Jahre entwickelt und nach der tomatenförmigen Küchenuhr benannt hat, die er als Student benutzte. Du arbeitest einen festen Block lang an einer Aufgabe, klassisch 25 Minuten, machst dann eine kurze Pause, meist 5 Minuten, und nach etwa vier Blöcken eine längere von 15 bis 30 Minuten.',
    'Mehrere gut untersuchte Effekte erklären, warum das funktioniert. Die Aufmerksamkeit lässt nach, wenn man lange an einer einzigen Aufgabe sitzt; Psychologen sprechen vom Vigilanzabfall, und Experimente haben gezeigt, dass kurze, geplante Pausen die Leistung stabiler halten als Durchhalten ohne Unterbrechung. Der Wechsel zwischen Aufgaben hinterlässt einen „Aufmerksamkeitsrest“: Ein Teil deiner Gedanken bleibt bei der vorherigen Aufgabe, deshalb schützt eine Aufgabe pro Block den Block. Und eine kurze, feste Verpflichtung senkt die emotionale Hürde des Anfangens, genau dort, wo die Prokrastination meistens gewinnt.',
    'Musik hilft manchen Menschen und lenkt andere ab. Die Forschung zum „Irrelevant-Speech-Effekt“ zeigt, dass vor allem Songtexte beim Lesen und Schreiben um dieselben geistigen Ressourcen konkurrieren. Deshalb sind unsere Titel instrumental, gleichmäßig und unaufdringlich. Wenn du in Stille besser arbeitest, funktioniert der Timer auch ohne Musik ganz hervorragend.',
  ],
  different: [
    [
      {
        lead: 'Timer und Musik an einem Ort.',
        text: 'Kein zweiter Tab mit einem Videostream, keine Werbung zwischen den Titeln. Vier Lo-fi-Kategorien (Lernen & Fokus, Chillen & Entspannen, Kaffee & Jazz, Schlaf & Ruhe) spielen direkt neben dem Timer. Daneben mischt die Klangkulisse Regen, Wind, einen Bach, Rauschen und weitere Umgebungsgeräusche, live in deinem Browser erzeugt.',
      },
      {
        lead: 'Flexibel, nicht kompliziert.',
        text: `Standard ist das klassische ${F.defaultPair}, dazu gibt es Vorlagen für ${F.presetExtended} und ${F.presetLongForm} und jede eigene Kombination von ${F.workMinMinutes} bis ${F.workMaxMinutes} Minuten Arbeit und ${F.breakMinMinutes} bis ${F.breakMaxMinutes} Minuten Pause. Nach jeweils ${F.longBreakEvery} Fokus-Sessions kommt eine lange Pause, und eine Aufgabenliste, ein Tagesziel und deine Statistik sind da, wenn du sie brauchst.`,
      },
      {
        lead: 'Genau im Hintergrund.',
        text: 'Der Timer läuft in einem eigenen Worker und wird aus der Uhrzeit berechnet. So gerät er nicht aus dem Takt, wenn dein Browser einen Hintergrund-Tab ausbremst.',
      },
      {
        lead: 'Funktioniert offline und lässt sich wie eine App installieren.',
        text: 'Nach einem Besuch funktioniert Pomolo ohne Verbindung, und du kannst es als Progressive Web App zu deinem Startbildschirm oder Dock hinzufügen.',
      },
      {
        lead: 'Privatsphäre von Anfang an.',
        text: 'Kein Konto, keine Registrierung, keine Werbe- oder Analyse-Tracker. Deine Einstellungen bleiben in deinem Browser. Die Synchronisierung zwischen deinen Geräten ist freiwillig und Ende-zu-Ende-verschlüsselt.',
      },
      {
        lead: 'Für alle.',
        text: 'Die Oberfläche spricht 11 Sprachen, lässt sich mit Tastatur und Screenreader bedienen und bietet einen hellen und einen dunklen Modus mit sechs Farbthemen.',
      },
      { lead: 'Kostenlos.', text: 'Alles, für alle, ohne Premium-Stufe.' },
    ],
  ],
  story: [
    'Pomolo wurde 2024 von Leuten gegründet, die jeden Tag mit der Pomodoro-Technik arbeiteten und das ständige Jonglieren satthatten. Der Timer lebte in einem Tab, die Musik in einem anderen, jeder mit eigener Werbung, Anmeldeaufforderungen und automatisch startenden Empfehlungen, die die Aufmerksamkeit genau von der Arbeit abzogen, die sie eigentlich schützen sollten. Und sobald der Zug in einen Tunnel fuhr, funktionierte beides nicht mehr.',
    'Also haben wir das Werkzeug gebaut, das wir uns wünschten: eine ruhige Seite mit einem Timer, auf den man sich verlassen kann, und Musik, die im Hintergrund bleibt, die sofort öffnet, offline weiterläuft und nichts von dir verlangt. Wir haben sie mit Freunden, Kommilitonen und Kollegen geteilt, zugehört, was ihnen fehlte, und sie immer weiter verfeinert. Pomolo ist das Ergebnis, und es verändert sich weiter mit den Rückmeldungen der Menschen, die es nutzen.',
  ],
  team: [
    'Pomolo wird von einem kleinen, unabhängigen Team aus Entwicklern und Designern gemacht, unterstützt von Studierenden, Schreibenden und Programmierern, die jede neue Version testen. Hinter uns stehen keine Werbekunden; wir sind also nur den Menschen verpflichtet, die Pomolo nutzen.',
    'Wir nutzen Pomolo selbst, an jedem Arbeitstag, und viele seiner Details stammen aus unserem eigenen Ärger: die Glocke, die nicht verspätet läuten sollte, wenn ein Laptop aus dem Ruhezustand aufwacht, die Pause, die nicht beginnen sollte, bevor du wirklich aufstehst, der Timer, der in einem Hintergrund-Tab keine Sekunden verlieren sollte.',
  ],
  roadmap: [
    'Daran arbeiten wir als Nächstes. Es sind Pläne, keine Versprechen, und deine Vorschläge bestimmen die Reihenfolge mit.',
    [
      'Mehr Musik: neue generierte Titel in jeder Kategorie und neue Stimmungen neben den bestehenden vier.',
      'Die rechtlichen Seiten und die Blogartikel in allen 11 Sprachen, so wie es die Oberfläche, die FAQ und diese Seite schon sind.',
      'Mehr Kontrolle über die Klänge: die Glocke auswählen und ihre Lautstärke einstellen.',
      'Deine Einstellungen, Aufgaben und deinen Verlauf zwischen deinen eigenen Geräten abgleichen, Ende-zu-Ende-verschlüsselt und weiterhin ohne Konto.',
    ],
  ],
  values: [
    [
      {
        lead: 'Ruhe statt Raffinesse.',
        text: 'Jede Funktion muss sich ihren Platz verdienen, indem sie dir beim Konzentrieren hilft, nicht indem sie dich auf der Seite hält.',
      },
      {
        lead: 'Respekt vor deiner Aufmerksamkeit und deinen Daten.',
        text: 'Keine Dark Patterns, keine Tracker, keine Daten, die wir nicht brauchen.',
      },
      {
        lead: 'Zugang für alle.',
        text: 'Kostenlos, in vielen Sprachen, mit Tastatur und Screenreader bedienbar, auf alten wie neuen Geräten.',
      },
      {
        lead: 'Ehrlichkeit.',
        text: 'Wir erklären, was Pomolo kann und was nicht, und wir sagen dir, wenn etwas nicht funktioniert.',
      },
    ],
  ],
  community: [
    'Pomolo wächst mit den Menschen, die es nutzen. Viele seiner Funktionen begannen als Nachricht von jemandem, der ein bisschen besser lernen, schreiben oder programmieren wollte. Unser Blog (auf Englisch) bietet praktische Anleitungen zu Konzentration, Prokrastination und Tagesplanung, und unsere Tür steht für Fragen, Ideen und Fehlermeldungen immer offen.',
  ],
};

export default about;
