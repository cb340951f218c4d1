import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import type { FaqText } from '../faq-data.ts';

const faq: FaqText = {
  // Primi passi
  'what-is-pomolo': {
    q: 'Che cos’è Pomolo?',
    a: 'Pomolo è un timer di concentrazione gratuito basato sulla tecnica del pomodoro, con un lettore di musica lo-fi proprio accanto. Apri la pagina, premi Avvia e lavora su una sola cosa finché non suona la campanella; poi fai una breve pausa e ricomincia.\n\nNon devi iscriverti a niente: funziona in qualsiasi browser moderno, sul portatile come sul telefono, e una volta caricato continua a funzionare anche senza connessione a internet.',
  },
  'pomodoro-technique': {
    q: 'Come funziona la tecnica del pomodoro?',
    a: 'Scegli un compito e gli dedichi tutta la tua attenzione per un blocco di tempo fisso, tradizionalmente 25 minuti. Quando il blocco finisce ti fermi, anche a metà frase, e fai una pausa di 5 minuti lontano dal compito. Dopo circa quattro blocchi di concentrazione fai una pausa più lunga, da 15 a 30 minuti.\n\nIl blocco fisso rende più facile iniziare (ti impegni solo per 25 minuti), la pausa mantiene fresca l’attenzione e contare i blocchi ti dà un quadro onesto di quanto lavoro concentrato richieda davvero un compito. Sul nostro blog trovi una guida completa (in inglese) se vuoi approfondire.',
  },
  account: {
    q: 'Serve un account?',
    a: 'No. Pomolo non ha alcun account per i visitatori. La lingua, la modalità chiara o scura, il tema colore e le durate del timer vengono salvati nel browser del dispositivo che stai usando, così li ritrovi la prossima volta che torni.\n\nI tuoi dispositivi possono comunque condividere cronologia di concentrazione, attività e impostazioni: attiva la sincronizzazione in Impostazioni → Sincronizza i tuoi dispositivi, poi associa gli altri dispositivi con il link, il codice QR o il codice da digitare. Niente e-mail né password, e tutto viene cifrato sui tuoi dispositivi prima dell’invio, così il nostro server non può leggerlo.',
  },
  free: {
    q: 'Pomolo è davvero gratuito?',
    a: 'Sì. Pomolo non costa nulla: non ha piani premium, periodi di prova o funzioni a pagamento. Il timer, la musica, l’uso offline e tutte le lingue sono disponibili per tutti.',
  },
  languages: {
    q: 'In quali lingue è disponibile Pomolo?',
    a: 'L’interfaccia è disponibile in 11 lingue: inglese, tedesco, francese, spagnolo, turco, italiano, giapponese, cinese (semplificato), russo, portoghese e coreano. Ogni lingua ha il proprio indirizzo, ad esempio /de per il tedesco o /ja per il giapponese, e la tua scelta viene ricordata.\n\nQueste risposte e la pagina «Informazioni su Pomolo» sono scritte in ciascuna di queste lingue. Gli articoli del blog e le pagine legali, per ora, sono disponibili solo in inglese.',
  },
  // Il timer
  defaults: {
    q: 'Quali sono le impostazioni predefinite del timer?',
    a: `Per impostazione predefinita, una sessione di concentrazione di ${F.defaultWorkMinutes} minuti è seguita da una pausa di ${F.defaultBreakMinutes} minuti, e ogni ${F.longBreakEvery} sessioni di concentrazione arriva una pausa lunga di ${F.defaultLongBreakMinutes} minuti. L’obiettivo giornaliero è di ${F.defaultDailyGoal} sessioni di concentrazione, e la musica che ascolti si abbassa gradualmente durante le pause. Né le pause né le sessioni di concentrazione partono da sole finché non attivi l’avvio automatico nelle Impostazioni. Sono le durate classiche del Pomodoro e un buon punto di partenza se non hai mai provato la tecnica.`,
  },
  'change-durations': {
    q: 'Come cambio la durata del lavoro e delle pause?',
    a: `Apri le Impostazioni con il pulsante a forma di ingranaggio nell’intestazione. Le sessioni di lavoro possono durare da ${F.workMinMinutes} a ${F.workMaxMinutes} minuti e le pause da ${F.breakMinMinutes} a ${F.breakMaxMinutes} minuti. Tre preimpostazioni fissano entrambe le durate in un colpo solo: Pomodoro (${F.presetPomodoro}), Esteso (${F.presetExtended}) e Formato lungo (${F.presetLongForm}); qualsiasi altra coppia viene mostrata come Personalizzato.\n\nIn «Cicli di concentrazione» scegli dopo quante sessioni arriva una pausa lunga (da ${F.longBreakEveryMin} a ${F.longBreakEveryMax}) e quanto dura (da ${F.longBreakMinMinutes} a ${F.longBreakMaxMinutes} minuti), oppure disattivi le pause lunghe. Lì attivi anche l’avvio automatico delle pause e della concentrazione, e fissi un obiettivo giornaliero da ${F.dailyGoalMin} a ${F.dailyGoalMax} sessioni, o nessuno.\n\nCambiare una durata ferma il timer e azzera il tempo rimanente. Se una pausa supera la metà della sessione di lavoro, Pomolo ti avvisa, perché pause così lunghe tendono a spezzare il ritmo più che a farti recuperare.`,
  },
  'session-end': {
    q: 'Che cosa succede quando una sessione finisce?',
    a: `Suona la campanella e, se lo hai consentito, compare una notifica, così te ne accorgi anche quando Pomolo è in un’altra scheda. Ogni sessione di concentrazione conclusa si aggiunge al conteggio delle sessioni completate e alla tua cronologia. ${F.phaseSwitchSeconds} secondi dopo il timer passa alla fase successiva: una pausa breve oppure, ogni ${F.longBreakEvery} sessioni di concentrazione, una pausa lunga.\n\nPer impostazione predefinita la fase successiva aspetta poi che tu prema Avvia, così una pausa inizia quando ti allontani davvero dal lavoro e una sessione di concentrazione quando sei davvero pronto. Se preferisci un ritmo continuo, attiva «Avvia le pause automaticamente» o «Avvia la concentrazione automaticamente» nelle Impostazioni e la fase successiva partirà da sola.`,
  },
  'reset-skip': {
    q: 'A cosa servono Azzera e Salta?',
    a: `Azzera ferma il timer e ti riporta all’inizio di una sessione di concentrazione, con la sua durata completa. Salta ferma il timer e passa subito all’altra fase (dalla concentrazione alla pausa o dalla pausa alla concentrazione), anche questa con la sua durata completa. Azzera fa anche ripartire da capo il conteggio fino alla prossima pausa lunga.`,
  },
  'background-accuracy': {
    q: 'Il timer resta preciso quando la scheda è in background?',
    a: 'Sì. Il timer gira in un proprio processo in background (un worker) e calcola sempre il tempo rimanente a partire dal momento in cui la fase deve finire, invece di scalare i secondi uno alla volta. I browser rallentano le schede in background, ma questo non può far sgarrare Pomolo.\n\nMentre il timer è in funzione, il titolo della scheda mostra la fase e il tempo rimanente, e la piccola icona della scheda cambia tra concentrazione e pausa, così puoi controllarlo con un’occhiata da qualsiasi altra scheda.',
  },
  shortcuts: {
    q: 'Ci sono scorciatoie da tastiera?',
    a: 'Sì: Spazio avvia o mette in pausa il timer, R lo azzera e S salta all’altra fase. Le scorciatoie vengono ignorate mentre scrivi in un campo di testo, quindi non intralciano mai la compilazione di un modulo. M disattiva o riattiva la musica, N e P passano al brano successivo o precedente, F apre la vista concentrazione (Esc la chiude) e ? mostra tutte le scorciatoie. Durante la concentrazione, I annota un’interruzione; in modalità Flowtime, B avvia una pausa.',
  },
  // Musica
  'music-kind': {
    q: 'Che tipo di musica suona Pomolo?',
    a: 'Lo-fi calmo e strumentale in quattro categorie: Studio e concentrazione, Chill e relax, Caffè e jazz, Sonno e calma. Con Pomolo arrivano più di due ore di musica: 32 brani che componiamo noi e suoniamo con strumenti campionati (piani elettrici, pianoforte a coda, vibrafono, chitarre, contrabbasso, archi e batteria con spazzole). Li pubblichiamo con licenza CC0 (la nota MIT degli strumenti è nella pagina Crediti musicali): nessun testo compete per la tua attenzione e nessun problema di licenze se li ascolti mentre trasmetti in streaming o registri.',
  },
  'player-use': {
    q: 'Come si usa il lettore musicale?',
    a: 'Scegli una categoria per riprodurne il primo brano, oppure scegli un brano qualsiasi dall’elenco. Il lettore ha riproduzione e pausa, brano precedente e successivo, riproduzione casuale, una barra di avanzamento, un cursore del volume e un pulsante per disattivare l’audio; girando la rotella del mouse sui controlli del volume lo regoli a piccoli passi. Su un touchscreen puoi scorrere la copertina a sinistra o a destra per cambiare brano.\n\nQuando un brano finisce parte automaticamente il successivo della categoria, ricominciando dall’inizio alla fine dell’elenco, oppure uno a caso se la riproduzione casuale è attiva.',
  },
  'music-and-timer': {
    q: 'La musica e il timer possono funzionare insieme?',
    a: `Sì. Per impostazione predefinita la musica segue il timer: si abbassa gradualmente quando finisce una sessione di concentrazione e torna quando inizia la successiva, così le tue pause sono tranquille. Per far continuare la musica durante le pause, attiva «Musica durante le pause» nelle Impostazioni; per rendere musica e timer del tutto indipendenti, disattiva «La musica segue il timer».\n\nIn ogni caso puoi mettere in pausa la musica in qualsiasi momento senza toccare il timer. Nei browser che lo supportano, anche i tasti multimediali della tastiera e i controlli della schermata di blocco del telefono comandano il lettore.`,
  },
  'no-autoplay': {
    q: 'Perché la musica non parte da sola quando apro la pagina?',
    a: 'I browser non permettono a una pagina di riprodurre suoni prima che tu abbia interagito con essa, e comunque non vorremmo sorprenderti con la musica. Pomolo sceglie un brano per te al caricamento e aspetta che tu prema play.',
  },
  soundscape: {
    q: 'Posso aggiungere pioggia, vento o rumore bianco?',
    a: 'Sì. Il pannello Paesaggio sonoro della pagina iniziale mescola undici suoni: rumore bianco, rosa e marrone, pioggia leggera e battente, tuoni lontani, vento, onde del mare, un fuoco scoppiettante, un ruscello e grilli notturni. Ognuno è creato dal vivo nel tuo browser: niente da scaricare, funziona offline e non si ripete mai. Regola il volume di ogni livello, parti da un preset come «Biblioteca sotto la pioggia», salva i tuoi mix o condividine uno con un link.\n\nIl paesaggio sonoro ha il suo volume e segue il timer come la musica: sfuma durante la pausa, a meno che tu non lo tenga attivo anche nelle pause. Un timer di spegnimento può fermarlo dopo 15–90 minuti.',
  },
  'music-offline': {
    q: 'Posso ascoltare musica offline?',
    a: 'I brani che aggiungi ai preferiti vengono scaricati sul tuo dispositivo, con una barra di avanzamento durante il download, e poi si ascoltano senza alcuna connessione. Il lettore mostra quanto spazio occupano i tuoi download e puoi rimuoverne uno in qualsiasi momento. I brani non scaricati richiedono una connessione per lo streaming.',
  },
  // Offline e installazione
  'works-offline': {
    q: 'Pomolo funziona senza connessione a internet?',
    a: 'Sì. Dopo la prima visita, l’intera app (il timer, le impostazioni, i temi, tutte le lingue e queste pagine informative) viene salvata sul tuo dispositivo e funziona senza alcuna rete. Solo la musica che non hai scaricato richiede una connessione.',
  },
  install: {
    q: 'Come installo Pomolo come app?',
    a: 'Pomolo è una Progressive Web App, quindi puoi installarla direttamente dal browser, senza passare da un app store. In Chrome o Edge sul computer, usa l’icona di installazione a destra della barra degli indirizzi oppure «Installa Pomolo» nel menu del browser. Su Android, apri il menu del browser e scegli «Installa app» o «Aggiungi a schermata Home». Su iPhone o iPad, tocca Condividi in Safari e scegli «Aggiungi alla schermata Home».\n\nL’app installata si apre in una finestra tutta sua, si avvia dalla schermata Home o dal Dock e funziona offline come il sito.',
  },
  updates: {
    q: 'Come ricevo gli aggiornamenti?',
    a: 'In automatico. Quando pubblichiamo una nuova versione, il browser la scarica silenziosamente in background e la nuova versione entra in funzione la volta successiva che apri Pomolo. Non c’è nulla da scaricare o installare a mano.',
  },
  'storage-space': {
    q: 'Quanto spazio occupa Pomolo sul mio dispositivo?',
    a: 'L’app in sé occupa pochi megabyte. La musica scaricata occupa di più, a seconda di quanti brani tieni; il lettore mostra il totale. Puoi liberare lo spazio in qualsiasi momento rimuovendo i download o cancellando i dati del sito di Pomolo nelle impostazioni del browser.',
  },
  // Privacy e dati
  'stored-data': {
    q: 'Che cosa conservate su di me?',
    a: `Quasi nulla, e la maggior parte non lascia mai il tuo dispositivo. Le tue preferenze (lingua, modalità chiara o scura, tema colore, impostazioni del timer, dei cicli e della musica), lo stato del timer, le tue attività, le tue etichette, la cronologia della concentrazione e i brani scaricati sono conservati nello spazio di archiviazione del browser, sul tuo dispositivo.\n\nIl nostro server riceve qualcosa su di te solo se decidi di scriverci tramite il modulo di contatto o il modulo dei suggerimenti. La nostra Informativa sulla privacy (in inglese) elenca ogni voce nel dettaglio.\n\nSe attivi la sincronizzazione, la cronologia di concentrazione, le attività, le impostazioni del timer e del tema, i mix salvati e i brani preferiti arrivano anche al nostro server, ma solo cifrati sul tuo dispositivo con una chiave che non lascia mai i tuoi dispositivi: il server conserva un testo cifrato che non può leggere, e puoi cancellarlo in qualsiasi momento.`,
  },
  cookies: {
    q: 'Usate cookie o tracker?',
    a: 'Pomolo non imposta cookie pubblicitari o di analisi e non carica script di tracciamento di terze parti. L’unico cookie che usiamo è il cookie di sessione dell’area di amministrazione, e lo ricevono solo gli amministratori del sito.',
  },
  messages: {
    q: 'Che fine fanno i messaggi che vi invio?',
    a: 'I messaggi del modulo di contatto e del modulo dei suggerimenti vengono salvati sul nostro server insieme al tuo indirizzo IP e al tipo di browser, che usiamo per contrastare spam e abusi. Li legge solo il team di Pomolo. Conserviamo le comunicazioni con l’assistenza per un massimo di 3 anni, poi le eliminiamo.',
  },
  'delete-data': {
    q: 'Come elimino i miei dati?',
    a: 'Tutto ciò che è conservato sul tuo dispositivo scompare quando cancelli i dati del sito di Pomolo nelle impostazioni del browser (o disinstalli l’app). Per far eliminare un messaggio che ci hai inviato, scrivici dalla pagina dei contatti e indicaci più o meno quando l’hai inviato e da quale indirizzo email. Se hai attivato la sincronizzazione, cancella la copia cifrata sul nostro server con Impostazioni → Sincronizza i tuoi dispositivi → Cancella i dati sincronizzati dal server.',
  },
  // Risoluzione dei problemi
  'no-bell': {
    q: 'Non sento la campanella alla fine di una sessione.',
    a: 'Controlla che il dispositivo non sia silenziato e che non lo sia nemmeno la scheda del browser. I browser permettono a una pagina di riprodurre suoni solo dopo che hai interagito con essa, quindi avvia il timer con un clic o premendo un tasto invece di lasciare la pagina intatta. Se il suono della campanella non può essere caricato, il timer continua a funzionare in silenzio.',
  },
  'no-notifications': {
    q: 'Non ricevo le notifiche.',
    a: 'Le notifiche richiedono il tuo permesso. Se hai rifiutato la richiesta, consenti le notifiche per Pomolo nelle impostazioni dei siti del browser. Controlla anche che il sistema operativo non sia in una modalità concentrazione o «Non disturbare» che le nasconde. Il timer funziona normalmente anche senza notifiche: semplicemente non vedrai il popup.',
  },
  'track-fails': {
    q: 'Un brano non parte.',
    a: 'Quando un brano non si carica, Pomolo mostra un messaggio e riprova da solo, fino a tre volte. Se continua a non funzionare, controlla la connessione, scegli un altro brano o ricarica la pagina. Quando sei offline possono essere riprodotti solo i brani scaricati.',
  },
  'settings-reset': {
    q: 'Le mie impostazioni sono state azzerate.',
    a: 'Le impostazioni si trovano nello spazio di archiviazione del browser, quindi vanno perse quando cancelli i dati di navigazione, e le finestre private o in incognito le dimenticano quando vengono chiuse. Inoltre valgono per singolo browser e singolo dispositivo, quindi un browser diverso parte con i valori predefiniti. Per mantenerle uguali su più dispositivi, attiva la sincronizzazione in Impostazioni → Sincronizza i tuoi dispositivi.',
  },
  'ended-asleep': {
    q: 'Il timer è finito mentre il computer era in sospensione.',
    a: 'Pomolo si basa sull’ora effettiva, quindi quando il dispositivo esce dalla sospensione sa che la fase è terminata. La sessione conclusa viene comunque conteggiata, ma la campanella non suona in ritardo, minuti dopo. Premi Avvia quando sei pronto per la fase successiva.',
  },
  'not-listed': {
    q: 'Il mio problema non è elencato qui.',
    a: 'Scrivici dalla pagina dei contatti. Dicci quale browser e quale dispositivo usi, che cosa hai fatto, che cosa ti aspettavi e che cosa è successo invece: così possiamo aiutarti molto più in fretta.',
  },
};

export default faq;
