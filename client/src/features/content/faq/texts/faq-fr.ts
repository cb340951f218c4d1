import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import type { FaqText } from '../faq-data.ts';

const faq: FaqText = {
  // Premiers pas
  'what-is-pomolo': {
    q: 'Qu’est-ce que Pomolo ?',
    a: 'Pomolo est un minuteur de concentration gratuit fondé sur la technique Pomodoro, avec un lecteur de musique lo-fi juste à côté. Ouvrez la page, appuyez sur Démarrer et travaillez sur une seule chose jusqu’à ce que la cloche sonne ; faites ensuite une courte pause, puis recommencez.\n\nAucune inscription n’est nécessaire : Pomolo fonctionne dans n’importe quel navigateur récent, sur ordinateur comme sur téléphone, et une fois chargé, il continue de fonctionner sans connexion Internet.',
  },
  'pomodoro-technique': {
    q: 'Comment fonctionne la technique Pomodoro ?',
    a: 'Vous choisissez une tâche et vous lui consacrez toute votre attention pendant un bloc de temps fixe, classiquement 25 minutes. Quand le bloc se termine, vous vous arrêtez, même au milieu d’une phrase, et vous prenez une pause de 5 minutes loin de la tâche. Après environ quatre blocs de concentration, vous prenez une pause plus longue, de 15 à 30 minutes.\n\nLe bloc fixe facilite le démarrage (vous ne vous engagez que pour 25 minutes), la pause garde votre attention intacte, et compter les blocs vous donne une image honnête du temps de travail concentré qu’une tâche demande réellement. Notre blog propose un guide complet (en anglais) si vous voulez approfondir.',
  },
  account: {
    q: 'Faut-il créer un compte ?',
    a: 'Non. Pomolo n’a aucun compte visiteur. Votre langue, le mode clair ou sombre, le thème de couleurs et les durées du minuteur sont enregistrés dans votre navigateur, sur l’appareil que vous utilisez ; vous les retrouvez donc à votre prochaine visite.\n\nVos appareils peuvent tout de même partager historique de concentration, tâches et réglages : activez la synchronisation dans Paramètres → Synchroniser vos appareils, puis associez vos autres appareils par lien, code QR ou code à saisir. Toujours sans e-mail ni mot de passe, et tout est chiffré sur vos appareils avant l’envoi, si bien que notre serveur ne peut pas le lire.',
  },
  free: {
    q: 'Pomolo est-il vraiment gratuit ?',
    a: 'Oui. Pomolo ne coûte rien : pas d’offre premium, pas de période d’essai, aucune fonctionnalité réservée aux abonnés. Le minuteur, la musique, l’utilisation hors ligne et toutes les langues sont accessibles à tous.',
  },
  languages: {
    q: 'Dans quelles langues Pomolo est-il disponible ?',
    a: 'L’interface est disponible en 11 langues : anglais, allemand, français, espagnol, turc, italien, japonais, chinois (simplifié), russe, portugais et coréen. Chaque langue a sa propre adresse, par exemple /de pour l’allemand ou /ja pour le japonais, et votre choix est mémorisé.\n\nCes réponses et la page « À propos de Pomolo » sont rédigées dans chacune de ces langues. Les articles du blog et les pages juridiques ne sont pour l’instant disponibles qu’en anglais.',
  },
  // Le minuteur
  defaults: {
    q: 'Quels sont les réglages par défaut du minuteur ?',
    a: `Par défaut, une session de concentration de ${F.defaultWorkMinutes} minutes est suivie d’une pause de ${F.defaultBreakMinutes} minutes, et toutes les ${F.longBreakEvery} sessions de concentration vient une longue pause de ${F.defaultLongBreakMinutes} minutes. L’objectif quotidien est de ${F.defaultDailyGoal} sessions de concentration, et la musique que vous écoutez s’estompe pendant les pauses. Ni les pauses ni les sessions de concentration ne démarrent toutes seules tant que vous n’activez pas le démarrage automatique dans les Paramètres. Ce sont les durées classiques du Pomodoro, un bon point de départ si vous n’avez jamais essayé la technique.`,
  },
  'change-durations': {
    q: 'Comment modifier la durée du travail et des pauses ?',
    a: `Ouvrez les Paramètres avec le bouton en forme d’engrenage dans l’en-tête. Une session de travail peut durer de ${F.workMinMinutes} à ${F.workMaxMinutes} minutes et une pause de ${F.breakMinMinutes} à ${F.breakMaxMinutes} minutes. Trois préréglages fixent les deux à la fois : Pomodoro (${F.presetPomodoro}), Prolongé (${F.presetExtended}) et Format long (${F.presetLongForm}) ; toute autre combinaison apparaît comme Personnalisé.\n\nDans « Cycles de concentration », vous choisissez après combien de sessions vient une longue pause (de ${F.longBreakEveryMin} à ${F.longBreakEveryMax}) et combien de temps elle dure (de ${F.longBreakMinMinutes} à ${F.longBreakMaxMinutes} minutes), ou vous désactivez les longues pauses. Vous y activez aussi le démarrage automatique des pauses et de la concentration, et vous fixez un objectif quotidien de ${F.dailyGoalMin} à ${F.dailyGoalMax} sessions, ou aucun.\n\nModifier une durée arrête le minuteur et réinitialise le temps restant. Si une pause dépasse la moitié de la session de travail, Pomolo vous prévient : des pauses aussi longues cassent le rythme plus qu’elles ne vous reposent.`,
  },
  'session-end': {
    q: 'Que se passe-t-il à la fin d’une session ?',
    a: `La cloche sonne et, si vous l’avez autorisé, une notification s’affiche, pour que vous le remarquiez même quand Pomolo est dans un autre onglet. Une session de concentration terminée s’ajoute à votre compteur de sessions et à votre historique. ${F.phaseSwitchSeconds} secondes plus tard, le minuteur passe à la phase suivante : une pause courte ou, toutes les ${F.longBreakEvery} sessions de concentration, une longue pause.\n\nPar défaut, la phase suivante attend ensuite que vous appuyiez sur Démarrer, pour qu’une pause commence quand vous vous éloignez vraiment de votre travail, et une session de concentration quand vous êtes vraiment prêt. Si vous préférez un rythme continu, activez « Démarrer les pauses automatiquement » ou « Démarrer la concentration automatiquement » dans les Paramètres : la phase suivante démarrera alors toute seule.`,
  },
  'reset-skip': {
    q: 'À quoi servent Rétablir et Passer ?',
    a: 'Rétablir arrête le minuteur et vous ramène au début d’une session de concentration, avec sa durée complète. Passer arrête le minuteur et bascule directement vers l’autre phase (de la concentration à la pause, ou de la pause à la concentration), elle aussi avec sa durée complète. Rétablir remet aussi à zéro le compte jusqu’à la prochaine longue pause.',
  },
  'background-accuracy': {
    q: 'Le minuteur reste-t-il précis quand l’onglet est en arrière-plan ?',
    a: 'Oui. Le minuteur tourne dans son propre processus d’arrière-plan (un worker) et calcule toujours le temps restant à partir de l’instant où la phase doit se terminer, au lieu de décompter les secondes une à une. Les navigateurs ralentissent les onglets en arrière-plan, mais cela ne peut pas faire dériver Pomolo.\n\nPendant que le minuteur tourne, le titre de l’onglet affiche la phase et le temps restant, et la petite icône de l’onglet change entre concentration et pause : un coup d’œil suffit, depuis n’importe quel autre onglet.',
  },
  shortcuts: {
    q: 'Y a-t-il des raccourcis clavier ?',
    a: 'Oui : Espace démarre ou met en pause le minuteur, R le réinitialise et S passe à l’autre phase. Les raccourcis sont ignorés pendant que vous tapez dans un champ de texte, ils ne gênent donc jamais la saisie d’un formulaire. M coupe ou rétablit le son de la musique, N et P passent au morceau suivant ou précédent, F ouvre la vue concentration (Échap la ferme) et ? affiche tous les raccourcis. Pendant la concentration, I note une interruption ; en mode Flowtime, B lance une pause.',
  },
  // Musique
  'music-kind': {
    q: 'Quel genre de musique Pomolo diffuse-t-il ?',
    a: 'Du lo-fi calme et instrumental, en quatre catégories : Études & concentration, Détente & calme, Café & jazz, et Sommeil & sérénité. Plus de deux heures sont fournies avec Pomolo : 32 morceaux que nous composons nous-mêmes et jouons avec des instruments échantillonnés (pianos électriques, piano à queue, vibraphone, guitares, contrebasse, cordes et batterie aux balais). Ils sont publiés sous licence CC0 (la mention MIT des instruments figure sur la page des crédits musicaux) : aucune parole ne vient disputer votre attention, et aucune question de droits ne se pose si vous les diffusez pendant un stream ou un enregistrement.',
  },
  'player-use': {
    q: 'Comment utiliser le lecteur de musique ?',
    a: 'Choisissez une catégorie pour lancer son premier morceau, ou sélectionnez n’importe quel morceau dans la liste. Le lecteur propose lecture et pause, morceau précédent et suivant, lecture aléatoire, une barre de progression, un curseur de volume et un bouton pour couper le son ; faire tourner la molette de la souris au-dessus des commandes de volume l’ajuste par petits pas. Sur un écran tactile, balayez la pochette vers la gauche ou la droite pour changer de morceau.\n\nQuand un morceau se termine, le suivant de la catégorie démarre automatiquement, en revenant au début à la fin de la liste, ou un morceau au hasard si la lecture aléatoire est activée.',
  },
  'music-and-timer': {
    q: 'La musique et le minuteur peuvent-ils tourner en même temps ?',
    a: `Oui. Par défaut, la musique suit le minuteur : elle s’estompe quand une session de concentration se termine et revient quand la suivante commence, pour que vos pauses soient calmes. Pour que la musique continue pendant les pauses, activez « Musique pendant les pauses » dans les Paramètres ; pour rendre la musique et le minuteur totalement indépendants, désactivez « La musique suit le minuteur ».\n\nDans tous les cas, vous pouvez mettre la musique en pause à tout moment sans toucher au minuteur. Dans les navigateurs qui le permettent, les touches multimédias de votre clavier et les commandes de l’écran de verrouillage de votre téléphone pilotent aussi le lecteur.`,
  },
  'no-autoplay': {
    q: 'Pourquoi la musique ne démarre-t-elle pas toute seule à l’ouverture de la page ?',
    a: 'Les navigateurs n’autorisent pas une page à jouer du son avant que vous ayez interagi avec elle, et de toute façon nous ne voudrions pas vous surprendre avec de la musique. Pomolo choisit un morceau pour vous au chargement et attend que vous appuyiez sur lecture.',
  },
  soundscape: {
    q: 'Puis-je ajouter de la pluie, du vent ou un bruit blanc ?',
    a: 'Oui. Le panneau Ambiance sonore de la page d’accueil mélange onze sons : bruit blanc, rose et brun, pluie légère et battante, tonnerre lointain, vent, vagues, feu qui crépite, ruisseau et grillons la nuit. Chacun est créé en direct dans votre navigateur : rien à télécharger, disponible hors ligne, et jamais de répétition. Réglez le volume de chaque couche, partez d’un préréglage comme « Bibliothèque sous la pluie », enregistrez vos mélanges ou partagez-en un par un lien.\n\nL’ambiance a son propre volume et suit le minuteur comme la musique : elle s’estompe à la pause, sauf si vous la gardez pendant les pauses. Une minuterie peut l’arrêter après 15 à 90 minutes.',
  },
  'music-offline': {
    q: 'Puis-je écouter de la musique hors ligne ?',
    a: 'Les morceaux que vous ajoutez à vos favoris sont téléchargés sur votre appareil, avec une barre de progression pendant le téléchargement, puis se lisent sans aucune connexion. Le lecteur indique l’espace occupé par vos téléchargements, et vous pouvez en supprimer un à tout moment. Les morceaux non téléchargés ont besoin d’une connexion pour être diffusés.',
  },
  // Hors ligne et installation
  'works-offline': {
    q: 'Pomolo fonctionne-t-il sans connexion Internet ?',
    a: 'Oui. Après votre première visite, toute l’application (le minuteur, les paramètres, les thèmes, toutes les langues et ces pages d’information) est enregistrée sur votre appareil et fonctionne sans aucun réseau. Seule la musique que vous n’avez pas téléchargée a besoin d’une connexion.',
  },
  install: {
    q: 'Comment installer Pomolo comme une application ?',
    a: 'Pomolo est une Progressive Web App : vous pouvez l’installer directement depuis le navigateur, sans passer par une boutique d’applications. Dans Chrome ou Edge sur ordinateur, utilisez l’icône d’installation à droite de la barre d’adresse ou « Installer Pomolo » dans le menu du navigateur. Sur Android, ouvrez le menu du navigateur et choisissez « Installer l’application » ou « Ajouter à l’écran d’accueil ». Sur iPhone ou iPad, touchez Partager dans Safari puis choisissez « Sur l’écran d’accueil ».\n\nL’application installée s’ouvre dans sa propre fenêtre, se lance depuis votre écran d’accueil ou votre Dock et fonctionne hors ligne comme le site.',
  },
  updates: {
    q: 'Comment obtenir les mises à jour ?',
    a: 'Automatiquement. Quand nous publions une nouvelle version, votre navigateur la télécharge discrètement en arrière-plan, et elle prend le relais la prochaine fois que vous ouvrez Pomolo. Il n’y a rien à télécharger ni à installer à la main.',
  },
  'storage-space': {
    q: 'Quelle place Pomolo occupe-t-il sur mon appareil ?',
    a: 'L’application elle-même occupe quelques mégaoctets. La musique téléchargée prend davantage, selon le nombre de morceaux que vous gardez ; le lecteur affiche le total. Vous pouvez libérer cet espace à tout moment en supprimant des téléchargements, ou en effaçant les données du site Pomolo dans les paramètres de votre navigateur.',
  },
  // Confidentialité et données
  'stored-data': {
    q: 'Que conservez-vous à mon sujet ?',
    a: `Presque rien, et l’essentiel ne quitte jamais votre appareil. Vos préférences (langue, mode clair ou sombre, thème de couleurs, réglages du minuteur, des cycles et de la musique), l’état du minuteur, vos tâches, vos étiquettes, votre historique de concentration et vos morceaux téléchargés sont conservés dans le stockage de votre navigateur, sur votre appareil.\n\nNotre serveur ne reçoit quelque chose vous concernant que si vous choisissez de nous écrire via le formulaire de contact ou le formulaire de suggestions. Notre politique de confidentialité (en anglais) détaille chaque élément.\n\nSi vous activez la synchronisation, votre historique de concentration, vos tâches, vos réglages du minuteur et du thème, vos mixes enregistrés et vos titres favoris parviennent aussi à notre serveur, mais uniquement chiffrés sur votre appareil avec une clé qui ne quitte jamais vos appareils : le serveur conserve un texte chiffré qu’il ne peut pas lire, et vous pouvez l’effacer à tout moment.`,
  },
  cookies: {
    q: 'Utilisez-vous des cookies ou des traceurs ?',
    a: 'Pomolo ne dépose aucun cookie publicitaire ou de mesure d’audience et ne charge aucun script de suivi tiers. Le seul cookie que nous utilisons est le cookie de session de l’espace d’administration, et seuls les administrateurs du site le reçoivent.',
  },
  messages: {
    q: 'Que deviennent les messages que je vous envoie ?',
    a: 'Les messages du formulaire de contact et du formulaire de suggestions sont enregistrés sur notre serveur avec votre adresse IP et le type de votre navigateur, que nous utilisons pour lutter contre le spam et les abus. Seule l’équipe Pomolo les lit. Nous conservons les échanges avec le support pendant 3 ans au maximum, puis nous les supprimons.',
  },
  'delete-data': {
    q: 'Comment supprimer mes données ?',
    a: 'Tout ce qui est conservé sur votre appareil disparaît quand vous effacez les données du site Pomolo dans les paramètres de votre navigateur (ou quand vous désinstallez l’application). Pour faire supprimer un message que vous nous avez envoyé, écrivez-nous via la page de contact en précisant à peu près quand vous l’avez envoyé et depuis quelle adresse e-mail. Si vous avez activé la synchronisation, effacez la copie chiffrée sur notre serveur avec Paramètres → Synchroniser vos appareils → Effacer les données synchronisées du serveur.',
  },
  // Dépannage
  'no-bell': {
    q: 'Je n’entends pas la cloche à la fin d’une session.',
    a: 'Vérifiez que votre appareil n’est pas en mode silencieux et que l’onglet du navigateur lui-même n’est pas coupé. Les navigateurs ne laissent une page jouer du son qu’après une interaction de votre part : démarrez donc le minuteur par un clic ou une touche plutôt que de laisser la page intacte. Si le son de la cloche ne peut pas être chargé, le minuteur continue de fonctionner en silence.',
  },
  'no-notifications': {
    q: 'Je ne reçois pas de notifications.',
    a: 'Les notifications nécessitent votre autorisation. Si vous avez refusé la demande, autorisez les notifications pour Pomolo dans les paramètres du site de votre navigateur. Vérifiez aussi que votre système d’exploitation n’est pas en mode concentration ou « Ne pas déranger », qui les masque. Le minuteur fonctionne normalement sans notifications ; vous ne verrez simplement pas la fenêtre contextuelle.',
  },
  'track-fails': {
    q: 'Un morceau refuse de se lancer.',
    a: 'Quand un morceau ne se charge pas, Pomolo affiche un message et réessaie tout seul, jusqu’à trois fois. Si cela échoue encore, vérifiez votre connexion, choisissez un autre morceau ou rechargez la page. Hors ligne, seuls les morceaux téléchargés peuvent être lus.',
  },
  'settings-reset': {
    q: 'Mes paramètres ont été réinitialisés.',
    a: 'Les paramètres sont stockés dans votre navigateur : ils disparaissent quand vous effacez vos données de navigation, et les fenêtres de navigation privée les oublient à leur fermeture. Ils sont aussi propres à chaque navigateur et à chaque appareil ; un autre navigateur démarre donc avec les valeurs par défaut. Pour les garder identiques sur plusieurs appareils, activez la synchronisation dans Paramètres → Synchroniser vos appareils.',
  },
  'ended-asleep': {
    q: 'Le minuteur s’est terminé pendant que mon ordinateur était en veille.',
    a: 'Pomolo se fie à l’heure réelle : à la sortie de veille, il sait donc que la phase est terminée. La session achevée est bien comptée, mais la cloche ne sonne pas en retard, des minutes après coup. Appuyez sur Démarrer quand vous êtes prêt pour la phase suivante.',
  },
  'not-listed': {
    q: 'Mon problème ne figure pas ici.',
    a: 'Écrivez-nous via la page de contact. Indiquez-nous votre navigateur et votre appareil, ce que vous avez fait, ce que vous attendiez et ce qui s’est passé à la place : nous pourrons ainsi vous aider beaucoup plus vite.',
  },
};

export default faq;
