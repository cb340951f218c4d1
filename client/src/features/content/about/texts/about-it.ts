import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import type { AboutText } from '../about-data.ts';

const about: AboutText = {
  mission: [
    'Iniziare è la parte più difficile del lavoro concentrato. Il documento bianco, il capitolo ancora da leggere, il bug che ti resiste da tutta la mattina: il compito sembra enorme, il telefono è a portata di mano e dieci minuti spariscono prima del primo vero minuto di lavoro. Pomolo esiste per rendere facile quel primo minuto.',
    'La nostra missione è semplice: aiutare chiunque a concentrarsi con un clic e ad andare avanti con musica tranquilla e pause oneste, su qualunque dispositivo abbia, online o offline, senza account, senza abbonamento e senza un tracker che lo osservi.',
  ],
  science: [
    'Pomolo si basa sulla tecnica del pomodoro, ideata da Francesco Cirillo alla fine degli anni 1980 e chiamata così per il contaminuti da cucina a forma di pomodoro che usava da studente. Lavori su un solo compito per un blocco fisso, tradizionalmente 25 minuti, poi fai una breve pausa, di solito 5 minuti, e una più lunga, da 15 a 30 minuti, dopo circa quattro blocchi.',
    'Diversi effetti ben studiati spiegano perché funziona. L’attenzione cala quando si resta a lungo sullo stesso compito; gli psicologi lo chiamano decremento della vigilanza, e gli esperimenti hanno dimostrato che pause brevi e pianificate mantengono le prestazioni più stabili rispetto al tirare dritto senza fermarsi. Passare da un compito all’altro lascia un «residuo di attenzione»: una parte della mente resta sul compito precedente, quindi un solo compito per blocco protegge il blocco. E un impegno breve e fisso abbassa il costo emotivo dell’inizio, proprio dove di solito vince la procrastinazione.',
    'La musica aiuta alcune persone e ne distrae altre. Le ricerche sull’«effetto del parlato irrilevante» mostrano che soprattutto i testi delle canzoni competono con la lettura e la scrittura per le stesse risorse mentali; per questo i nostri brani sono strumentali, regolari e discreti. Se lavori meglio in silenzio, il timer funziona benissimo anche senza musica.',
  ],
  different: [
    [
      {
        lead: 'Timer e musica nello stesso posto.',
        text: 'Nessuna seconda scheda con un video in streaming, nessuna pubblicità tra un brano e l’altro. Quattro categorie di lo-fi (Studio e concentrazione, Chill e relax, Caffè e jazz, Sonno e calma) suonano proprio accanto al timer. Accanto, il pannello Paesaggio sonoro mescola pioggia, vento, un ruscello, rumore e altri suoni d’ambiente, generati dal vivo nel tuo browser.',
      },
      {
        lead: 'Flessibile, senza complicazioni.',
        text: `Il classico ${F.defaultPair} è l’impostazione predefinita, con preimpostazioni ${F.presetExtended} e ${F.presetLongForm} e qualsiasi coppia personalizzata da ${F.workMinMinutes} a ${F.workMaxMinutes} minuti di lavoro e da ${F.breakMinMinutes} a ${F.breakMaxMinutes} minuti di pausa. Ogni ${F.longBreakEvery} sessioni di concentrazione arriva una pausa lunga, e una lista di attività, un obiettivo giornaliero e le tue statistiche sono lì quando ti servono.`,
      },
      {
        lead: 'Preciso in background.',
        text: 'Il timer gira in un proprio worker ed è calcolato dall’orologio, quindi non sgarra quando il browser rallenta una scheda in background.',
      },
      {
        lead: 'Funziona offline e si installa come un’app.',
        text: 'Dopo una sola visita Pomolo funziona senza connessione, e puoi aggiungerlo alla schermata Home o al Dock come Progressive Web App.',
      },
      {
        lead: 'Privato per progettazione.',
        text: 'Nessun account, nessuna registrazione, nessun tracker pubblicitario o di analisi. Le tue impostazioni restano nel tuo browser. La sincronizzazione tra i tuoi dispositivi è facoltativa e cifrata end-to-end.',
      },
      {
        lead: 'Per tutti.',
        text: 'L’interfaccia parla 11 lingue, si usa con la tastiera e con uno screen reader e offre la modalità chiara e scura con sei temi colore.',
      },
      { lead: 'Gratuito.', text: 'Tutto, per tutti, senza piani premium.' },
    ],
  ],
  story: [
    'Pomolo è stato fondato nel 2024 da persone che usavano ogni giorno la tecnica del pomodoro ed erano stanche di fare i giocolieri. Il timer stava in una scheda, la musica in un’altra, ciascuna con le sue pubblicità, i suoi inviti a registrarsi e i suoi suggerimenti in riproduzione automatica, che distoglievano l’attenzione proprio dal lavoro che avrebbero dovuto proteggere. E appena il treno entrava in galleria, smettevano di funzionare entrambi.',
    'Così abbiamo costruito lo strumento che volevamo: una sola pagina tranquilla, con un timer di cui fidarsi e una musica che resta sullo sfondo, che si apre all’istante, continua a funzionare offline e non ti chiede niente. L’abbiamo condivisa con amici, compagni di corso e colleghi, abbiamo ascoltato cosa mancava loro e abbiamo continuato a perfezionarla. Pomolo è il risultato, e continua a cambiare con i suggerimenti di chi lo usa.',
  ],
  team: [
    'Pomolo è realizzato da un piccolo team indipendente di sviluppatori e designer, con l’aiuto di studenti, scrittori e programmatori che provano ogni nuova versione. Non siamo finanziati da inserzionisti, il che significa che rispondiamo solo alle persone che usano Pomolo.',
    'Usiamo Pomolo anche noi, ogni giorno di lavoro, e molti dei suoi dettagli nascono dalle nostre frustrazioni: la campanella che non deve suonare in ritardo quando un portatile esce dalla sospensione, la pausa che non deve iniziare prima che tu ti sia davvero alzato, il timer che non deve perdere secondi in una scheda in background.',
  ],
  roadmap: [
    'Ecco le prossime cose a cui lavoreremo. Sono progetti, non promesse, e i tuoi suggerimenti ne decidono l’ordine.',
    [
      'Più musica: nuovi brani generati in ogni categoria e nuove atmosfere accanto alle quattro attuali.',
      'Le pagine legali e gli articoli del blog in tutte le 11 lingue, come lo sono già l’interfaccia, le FAQ e questa pagina.',
      'Un controllo più fine dei suoni: scegliere la campanella e regolarne il volume.',
      'Sincronizzare impostazioni, attività e cronologia tra i tuoi dispositivi, con crittografia end-to-end e sempre senza account.',
    ],
  ],
  values: [
    [
      {
        lead: 'Calma prima dell’ingegno.',
        text: 'Ogni funzione deve guadagnarsi il suo posto aiutandoti a concentrarti, non trattenendoti sulla pagina.',
      },
      {
        lead: 'Rispetto per la tua attenzione e i tuoi dati.',
        text: 'Niente dark pattern, niente tracker, nessun dato raccolto che non ci serva.',
      },
      {
        lead: 'Accesso per tutti.',
        text: 'Gratuito, in molte lingue, utilizzabile con la tastiera e con uno screen reader, su dispositivi vecchi e nuovi.',
      },
      {
        lead: 'Onestà.',
        text: 'Spieghiamo cosa fa e cosa non fa Pomolo, e ti avvisiamo quando qualcosa si rompe.',
      },
    ],
  ],
  community: [
    'Pomolo cresce insieme alle persone che lo usano. Molte delle sue funzioni sono nate dal messaggio di qualcuno che voleva studiare, scrivere o programmare un po’ meglio. Il nostro blog (in inglese) condivide guide pratiche su concentrazione, procrastinazione e organizzazione della giornata, e la nostra porta è sempre aperta a domande, idee e segnalazioni di bug.',
  ],
};

export default about;
