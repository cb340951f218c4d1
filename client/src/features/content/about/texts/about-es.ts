import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import type { AboutText } from '../about-data.ts';

const about: AboutText = {
  mission: [
    'Empezar es la parte más difícil del trabajo concentrado. El documento en blanco, el capítulo sin leer, el error que se te resiste desde primera hora: la tarea parece enorme, el móvil está a mano y se esfuman diez minutos antes del primer minuto de trabajo de verdad. Pomolo existe para que ese primer minuto sea fácil.',
    'Nuestra misión es sencilla: ayudar a cualquiera a concentrarse con un solo clic y a mantener el ritmo con música tranquila y descansos honestos, en el dispositivo que tenga, con o sin conexión, sin cuenta, sin suscripción y sin ningún rastreador observando.',
  ],
  science: [
    'Pomolo se basa en la técnica Pomodoro, que Francesco Cirillo desarrolló a finales de los años 1980 y que debe su nombre al temporizador de cocina con forma de tomate que usaba cuando era estudiante. Trabajas en una sola tarea durante un bloque fijo, tradicionalmente 25 minutos, luego te tomas un descanso corto, normalmente de 5 minutos, y uno más largo, de 15 a 30 minutos, después de unos cuatro bloques.',
    'Varios efectos bien estudiados explican por qué funciona. La atención decae cuando pasamos mucho tiempo con una sola tarea; los psicólogos lo llaman decremento de la vigilancia, y los experimentos han demostrado que las pausas breves y planificadas mantienen el rendimiento más estable que seguir sin parar. Cambiar de una tarea a otra deja un «residuo atencional»: una parte de tu mente se queda en la tarea anterior, así que una sola tarea por bloque protege el bloque. Y un compromiso corto y fijo reduce el coste emocional de empezar, que es justo donde suele ganar la procrastinación.',
    'La música ayuda a algunas personas y distrae a otras. Las investigaciones sobre el «efecto del habla irrelevante» muestran que las letras, en particular, compiten con la lectura y la escritura por los mismos recursos mentales; por eso nuestras pistas son instrumentales, constantes y discretas. Si trabajas mejor en silencio, el temporizador funciona perfectamente sin música.',
  ],
  different: [
    [
      {
        lead: 'Temporizador y música en un mismo sitio.',
        text: 'Sin una segunda pestaña con un vídeo, sin anuncios entre pistas. Cuatro categorías de lo-fi (Estudio y concentración, Chill y relax, Café y jazz, Sueño y calma) suenan justo al lado del temporizador. A su lado, el panel Ambiente sonoro mezcla lluvia, viento, un arroyo, ruido y otros sonidos ambientales, creados al momento en tu navegador.',
      },
      {
        lead: 'Flexible, sin complicaciones.',
        text: `El clásico ${F.defaultPair} viene por defecto, con ajustes predefinidos de ${F.presetExtended} y ${F.presetLongForm} y cualquier combinación personalizada de ${F.workMinMinutes} a ${F.workMaxMinutes} minutos de trabajo y de ${F.breakMinMinutes} a ${F.breakMaxMinutes} minutos de descanso. Cada ${F.longBreakEvery} sesiones de concentración llega un descanso largo, y una lista de tareas, un objetivo diario y tus estadísticas están ahí cuando los necesitas.`,
      },
      {
        lead: 'Preciso en segundo plano.',
        text: 'El temporizador se ejecuta en su propio worker y se calcula a partir del reloj, así que no se desajusta cuando el navegador ralentiza una pestaña en segundo plano.',
      },
      {
        lead: 'Funciona sin conexión y se instala como una app.',
        text: 'Tras una sola visita, Pomolo funciona sin conexión, y puedes añadirlo a tu pantalla de inicio o a tu Dock como Progressive Web App.',
      },
      {
        lead: 'Privado desde el diseño.',
        text: 'Sin cuenta, sin registro, sin rastreadores de publicidad ni de analítica. Tus ajustes se quedan en tu navegador. La sincronización entre tus dispositivos es opcional y está cifrada de extremo a extremo.',
      },
      {
        lead: 'Para todo el mundo.',
        text: 'La interfaz habla 11 idiomas, se puede usar con teclado y con lector de pantalla, y ofrece modo claro y oscuro con seis temas de color.',
      },
      { lead: 'Gratis.', text: 'Todo, para todo el mundo, sin versión premium.' },
    ],
  ],
  story: [
    'Pomolo se fundó en 2024 de la mano de personas que usaban la técnica Pomodoro a diario y estaban cansadas de hacer malabares. El temporizador vivía en una pestaña y la música en otra, cada una con sus anuncios, sus invitaciones a registrarse y sus recomendaciones de reproducción automática, que desviaban la atención justo del trabajo que debían proteger. Y en cuanto el tren entraba en un túnel, ambas dejaban de funcionar.',
    'Así que construimos la herramienta que queríamos: una sola página tranquila, con un temporizador fiable y una música que se queda en segundo plano, que se abre al instante, sigue funcionando sin conexión y no te pide nada. La compartimos con amigos, compañeros de clase y colegas, escuchamos lo que echaban en falta y seguimos puliéndola. Pomolo es el resultado, y sigue cambiando con las opiniones de quienes lo usan.',
  ],
  team: [
    'Pomolo lo hace un equipo pequeño e independiente de desarrolladores y diseñadores, con la ayuda de estudiantes, escritores y programadores que prueban cada nueva versión. No nos financian anunciantes, lo que significa que solo rendimos cuentas a las personas que usan Pomolo.',
    'Usamos Pomolo nosotros mismos, cada día de trabajo, y muchos de sus detalles nacen de nuestras propias frustraciones: la campana que no debe sonar tarde cuando un portátil sale del reposo, el descanso que no debe empezar antes de que te levantes de verdad, el temporizador que no debe perder segundos en una pestaña en segundo plano.',
  ],
  roadmap: [
    'Esto es en lo que trabajaremos a continuación. Son planes, no promesas, y tus sugerencias deciden el orden.',
    [
      'Más música: nuevas pistas generadas en todas las categorías y nuevos ambientes junto a los cuatro actuales.',
      'Las páginas legales y los artículos del blog en los 11 idiomas, como ya lo están la interfaz, las preguntas frecuentes y esta página.',
      'Más control sobre los sonidos: elegir la campana y ajustar su volumen.',
      'Sincronizar tus ajustes, tareas e historial entre tus propios dispositivos, con cifrado de extremo a extremo y sin necesidad de cuenta.',
    ],
  ],
  values: [
    [
      {
        lead: 'Calma antes que ingenio.',
        text: 'Cada función tiene que ganarse su sitio ayudándote a concentrarte, no reteniéndote en la página.',
      },
      {
        lead: 'Respeto por tu atención y tus datos.',
        text: 'Sin patrones oscuros, sin rastreadores, sin recoger nada que no necesitemos.',
      },
      {
        lead: 'Acceso para todos.',
        text: 'Gratis, en muchos idiomas, utilizable con teclado y con lector de pantalla, en dispositivos antiguos y nuevos.',
      },
      {
        lead: 'Honestidad.',
        text: 'Explicamos lo que Pomolo hace y lo que no hace, y te avisamos cuando algo falla.',
      },
    ],
  ],
  community: [
    'Pomolo crece con las personas que lo usan. Muchas de sus funciones empezaron como el mensaje de alguien que quería estudiar, escribir o programar un poco mejor. Nuestro blog (en inglés) comparte guías prácticas sobre concentración, procrastinación y organización del día, y nuestra puerta siempre está abierta a preguntas, ideas y avisos de errores.',
  ],
};

export default about;
