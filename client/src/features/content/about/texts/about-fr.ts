import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import type { AboutText } from '../about-data.ts';

const about: AboutText = {
  mission: [
    'Commencer est la partie la plus difficile du travail concentré. Le document vierge, le chapitre pas encore lu, le bug qui vous résiste depuis ce matin : la tâche paraît immense, le téléphone est à portée de main, et dix minutes s’envolent avant la première vraie minute de travail. Pomolo existe pour rendre cette première minute facile.',
    'Notre mission est simple : aider chacun à se concentrer en un clic, puis à tenir le cap avec une musique calme et des pauses honnêtes, sur l’appareil qu’il a sous la main, en ligne ou hors ligne, sans compte, sans abonnement et sans traceur qui l’observe.',
  ],
  science: [
    'Pomolo repose sur la technique Pomodoro, mise au point par Francesco Cirillo à la fin des années 1980 et baptisée d’après le minuteur de cuisine en forme de tomate qu’il utilisait quand il était étudiant. Vous travaillez sur une seule tâche pendant un bloc fixe, classiquement 25 minutes, puis vous prenez une courte pause, généralement de 5 minutes, et une plus longue, de 15 à 30 minutes, après environ quatre blocs.',
    'Plusieurs effets bien étudiés expliquent pourquoi cela fonctionne. L’attention s’émousse au fil d’une longue période passée sur une même tâche ; les psychologues parlent de décrément de vigilance, et des expériences ont montré que de brèves pauses planifiées maintiennent les performances plus stables que l’effort continu. Passer d’une tâche à l’autre laisse un « résidu attentionnel » : une partie de votre esprit reste sur la tâche précédente, si bien qu’une seule tâche par bloc protège le bloc. Enfin, un engagement court et fixe réduit le coût émotionnel du démarrage, là même où la procrastination l’emporte d’habitude.',
    'La musique aide certaines personnes et en distrait d’autres. Les recherches sur l’« effet de la parole non pertinente » montrent que les paroles, en particulier, mobilisent les mêmes ressources mentales que la lecture et l’écriture ; c’est pourquoi nos morceaux sont instrumentaux, réguliers et discrets. Si vous travaillez mieux dans le silence, le minuteur fonctionne parfaitement sans la musique.',
  ],
  different: [
    [
      {
        lead: 'Le minuteur et la musique au même endroit.',
        text: 'Pas de deuxième onglet avec un flux vidéo, pas de publicité entre les morceaux. Quatre catégories de lo-fi (Études & concentration, Détente & calme, Café & jazz, Sommeil & sérénité) jouent juste à côté du minuteur. À côté, le panneau Ambiance sonore mélange pluie, vent, ruisseau, bruit et d’autres sons d’ambiance, créés en direct dans votre navigateur.',
      },
      {
        lead: 'Souple, sans complication.',
        text: `Le classique ${F.defaultPair} est proposé par défaut, avec des préréglages ${F.presetExtended} et ${F.presetLongForm} et n’importe quelle combinaison personnalisée de ${F.workMinMinutes} à ${F.workMaxMinutes} minutes de travail et de ${F.breakMinMinutes} à ${F.breakMaxMinutes} minutes de pause. Une longue pause arrive toutes les ${F.longBreakEvery} sessions de concentration, et une liste de tâches, un objectif quotidien et vos statistiques sont là quand vous en avez besoin.`,
      },
      {
        lead: 'Précis en arrière-plan.',
        text: 'Le minuteur tourne dans son propre worker et se calcule à partir de l’horloge ; il ne dérive donc pas quand votre navigateur ralentit un onglet en arrière-plan.',
      },
      {
        lead: 'Fonctionne hors ligne et s’installe comme une application.',
        text: 'Après une seule visite, Pomolo fonctionne sans connexion, et vous pouvez l’ajouter à votre écran d’accueil ou à votre Dock en tant que Progressive Web App.',
      },
      {
        lead: 'Respectueux de la vie privée par conception.',
        text: 'Pas de compte, pas d’inscription, aucun traceur publicitaire ou de mesure d’audience. Vos paramètres restent dans votre navigateur. La synchronisation entre vos appareils est facultative et chiffrée de bout en bout.',
      },
      {
        lead: 'Pour tout le monde.',
        text: 'L’interface parle 11 langues, s’utilise au clavier et avec un lecteur d’écran, et propose un mode clair et un mode sombre avec six thèmes de couleurs.',
      },
      { lead: 'Gratuit.', text: 'Tout, pour tout le monde, sans offre premium.' },
    ],
  ],
  story: [
    'Pomolo a été fondé en 2024 par des personnes qui pratiquaient la technique Pomodoro tous les jours et en avaient assez de jongler. Le minuteur vivait dans un onglet, la musique dans un autre, chacun avec ses publicités, ses invitations à s’inscrire et ses recommandations en lecture automatique, qui détournaient l’attention du travail même qu’ils étaient censés protéger. Et dès que le train entrait dans un tunnel, plus rien ne fonctionnait.',
    'Nous avons donc construit l’outil que nous voulions : une seule page paisible, avec un minuteur fiable et une musique qui reste à l’arrière-plan, qui s’ouvre instantanément, continue de fonctionner hors ligne et ne vous demande rien. Nous l’avons partagée avec des amis, des camarades de cours et des collègues, nous avons écouté ce qui leur manquait et nous n’avons cessé de l’améliorer. Pomolo en est le résultat, et il continue d’évoluer grâce aux retours de celles et ceux qui l’utilisent.',
  ],
  team: [
    'Pomolo est conçu par une petite équipe indépendante de développeurs et de designers, avec le coup de main des étudiants, des auteurs et des programmeurs qui testent chaque nouvelle version. Aucun annonceur ne nous finance : nous ne rendons donc de comptes qu’aux personnes qui utilisent Pomolo.',
    'Nous utilisons Pomolo nous-mêmes, chaque jour de travail, et beaucoup de ses détails viennent de nos propres agacements : la cloche qui ne doit pas sonner en retard quand un ordinateur sort de veille, la pause qui ne doit pas commencer avant que vous vous soyez vraiment levé, le minuteur qui ne doit pas perdre de secondes dans un onglet en arrière-plan.',
  ],
  roadmap: [
    'Voici les prochains chantiers. Ce sont des projets, pas des promesses, et vos suggestions décident de leur ordre.',
    [
      'Plus de musique : de nouveaux morceaux générés dans chaque catégorie, et de nouvelles ambiances à côté des quatre existantes.',
      'Les pages juridiques et les articles du blog dans les 11 langues, comme le sont déjà l’interface, la FAQ et cette page.',
      'Un contrôle plus fin des sons : choisir la cloche et régler son volume.',
      'Synchroniser vos réglages, vos tâches et votre historique entre vos propres appareils, chiffrés de bout en bout et toujours sans compte.',
    ],
  ],
  values: [
    [
      {
        lead: 'Le calme plutôt que l’astuce.',
        text: 'Chaque fonctionnalité doit mériter sa place en vous aidant à vous concentrer, pas en vous retenant sur la page.',
      },
      {
        lead: 'Le respect de votre attention et de vos données.',
        text: 'Pas d’interfaces manipulatrices, pas de traceurs, aucune donnée collectée dont nous n’avons pas besoin.',
      },
      {
        lead: 'L’accès pour tous.',
        text: 'Gratuit, en de nombreuses langues, utilisable au clavier et avec un lecteur d’écran, sur les appareils anciens comme récents.',
      },
      {
        lead: 'L’honnêteté.',
        text: 'Nous expliquons ce que Pomolo fait et ne fait pas, et nous vous prévenons quand quelque chose ne fonctionne plus.',
      },
    ],
  ],
  community: [
    'Pomolo grandit avec celles et ceux qui l’utilisent. Beaucoup de ses fonctionnalités sont nées du message de quelqu’un qui voulait étudier, écrire ou coder un peu mieux. Notre blog (en anglais) partage des guides pratiques sur la concentration, la procrastination et l’organisation de la journée, et notre porte est toujours ouverte à vos questions, idées et signalements de bugs.',
  ],
};

export default about;
