import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import type { FaqText } from '../faq-data.ts';

const faq: FaqText = {
  // Primeros pasos
  'what-is-pomolo': {
    q: '¿Qué es Pomolo?',
    a: 'Pomolo es un temporizador de concentración gratuito basado en la técnica Pomodoro, con un reproductor de música lo-fi justo al lado. Abre la página, pulsa Iniciar y trabaja en una sola cosa hasta que suene la campana; luego tómate un descanso corto y vuelve a empezar.\n\nNo tienes que registrarte en nada, funciona en cualquier navegador moderno, en el portátil o en el móvil, y una vez cargado sigue funcionando sin conexión a internet.',
  },
  'pomodoro-technique': {
    q: '¿Cómo funciona la técnica Pomodoro?',
    a: 'Eliges una tarea y le dedicas toda tu atención durante un bloque de tiempo fijo, tradicionalmente 25 minutos. Cuando termina el bloque, paras, aunque sea a mitad de frase, y te tomas un descanso de 5 minutos lejos de la tarea. Después de unos cuatro bloques de concentración, te tomas un descanso más largo, de 15 a 30 minutos.\n\nEl bloque fijo hace que empezar cueste menos (solo te comprometes a 25 minutos), el descanso mantiene fresca tu atención y contar los bloques te da una imagen sincera del trabajo concentrado que de verdad exige una tarea. En nuestro blog tienes una guía completa (en inglés) si quieres profundizar.',
  },
  account: {
    q: '¿Necesito una cuenta?',
    a: 'No. Pomolo no tiene cuentas de visitante. Tu idioma, el modo claro u oscuro, el tema de color y las duraciones del temporizador se guardan en tu navegador, en el dispositivo que estés usando, así que los encontrarás ahí la próxima vez que vuelvas.\n\nAun así, tus dispositivos pueden compartir tu historial de concentración, tus tareas y tus ajustes: activa la sincronización en Ajustes → Sincroniza tus dispositivos y vincula los demás por enlace, código QR o código para escribir. Sigue sin haber correo ni contraseña, y todo se cifra en tus dispositivos antes de enviarse, así que nuestro servidor no puede leerlo.',
  },
  free: {
    q: '¿De verdad es gratis Pomolo?',
    a: 'Sí. Pomolo no cuesta nada: no tiene versión premium, ni periodo de prueba, ni funciones de pago. El temporizador, la música, el uso sin conexión y todos los idiomas están al alcance de todo el mundo.',
  },
  languages: {
    q: '¿En qué idiomas está disponible Pomolo?',
    a: 'La interfaz está disponible en 11 idiomas: inglés, alemán, francés, español, turco, italiano, japonés, chino (simplificado), ruso, portugués y coreano. Cada idioma tiene su propia dirección, como /de para el alemán o /ja para el japonés, y tu elección se recuerda.\n\nEstas respuestas y la página «Acerca de Pomolo» están escritas en todos estos idiomas. Los artículos del blog y las páginas legales, por ahora, solo están disponibles en inglés.',
  },
  // El temporizador
  defaults: {
    q: '¿Cuáles son los ajustes predeterminados del temporizador?',
    a: `Por defecto, una sesión de concentración de ${F.defaultWorkMinutes} minutos va seguida de un descanso de ${F.defaultBreakMinutes} minutos, y cada ${F.longBreakEvery} sesiones de concentración llega un descanso largo de ${F.defaultLongBreakMinutes} minutos. El objetivo diario es de ${F.defaultDailyGoal} sesiones de concentración, y la música que pones se desvanece durante los descansos. Ni los descansos ni las sesiones de concentración empiezan solos hasta que activas el inicio automático en Ajustes. Son las duraciones clásicas del Pomodoro y un buen punto de partida si nunca has probado la técnica.`,
  },
  'change-durations': {
    q: '¿Cómo cambio la duración del trabajo y de los descansos?',
    a: `Abre Ajustes con el botón del engranaje que hay en la cabecera. Las sesiones de trabajo pueden durar de ${F.workMinMinutes} a ${F.workMaxMinutes} minutos y los descansos de ${F.breakMinMinutes} a ${F.breakMaxMinutes} minutos. Tres ajustes predefinidos fijan ambos a la vez: Pomodoro (${F.presetPomodoro}), Extendido (${F.presetExtended}) y Formato largo (${F.presetLongForm}); cualquier otra combinación aparece como Personalizado.\n\nEn «Ciclos de concentración» eliges cuántas sesiones vienen antes de un descanso largo (de ${F.longBreakEveryMin} a ${F.longBreakEveryMax}) y cuánto dura (de ${F.longBreakMinMinutes} a ${F.longBreakMaxMinutes} minutos), o desactivas los descansos largos. Ahí también activas el inicio automático de los descansos y de la concentración, y fijas un objetivo diario de ${F.dailyGoalMin} a ${F.dailyGoalMax} sesiones, o ninguno.\n\nCambiar una duración detiene el temporizador y reinicia el tiempo restante. Si un descanso dura más de la mitad de la sesión de trabajo, Pomolo te avisa, porque los descansos tan largos suelen romper el ritmo más de lo que te recuperan.`,
  },
  'session-end': {
    q: '¿Qué pasa cuando termina una sesión?',
    a: `Suena la campana y, si lo has permitido, aparece una notificación, para que te enteres aunque Pomolo esté en otra pestaña. Cada sesión de concentración terminada se suma a tu contador de sesiones completadas y a tu historial. ${F.phaseSwitchSeconds} segundos después, el temporizador pasa a la siguiente fase: un descanso corto o, cada ${F.longBreakEvery} sesiones de concentración, uno largo.\n\nPor defecto, la siguiente fase espera entonces a que pulses Iniciar, para que un descanso empiece cuando de verdad te apartas del trabajo y una sesión de concentración cuando de verdad estás listo. Si prefieres un ritmo sin interrupciones, activa «Iniciar descansos automáticamente» o «Iniciar la concentración automáticamente» en Ajustes y la siguiente fase empezará sola.`,
  },
  'reset-skip': {
    q: '¿Qué hacen Reiniciar y Saltar?',
    a: `Reiniciar detiene el temporizador y te devuelve al principio de una sesión de concentración, con su tiempo completo. Saltar detiene el temporizador y pasa directamente a la otra fase (de la concentración al descanso, o del descanso a la concentración), también con su tiempo completo. Reiniciar también vuelve a empezar la cuenta hasta el próximo descanso largo.`,
  },
  'background-accuracy': {
    q: '¿El temporizador sigue siendo preciso cuando la pestaña está en segundo plano?',
    a: 'Sí. El temporizador se ejecuta en su propio proceso en segundo plano (un worker) y siempre calcula el tiempo restante a partir del momento en que debe terminar la fase, en lugar de descontar los segundos uno a uno. Los navegadores ralentizan las pestañas en segundo plano, pero eso no puede desajustar a Pomolo.\n\nMientras el temporizador está en marcha, el título de la pestaña muestra la fase y el tiempo restante, y el pequeño icono de la pestaña cambia entre concentración y descanso, así que puedes echarle un vistazo desde cualquier otra pestaña.',
  },
  shortcuts: {
    q: '¿Hay atajos de teclado?',
    a: 'Sí: Espacio inicia o pausa el temporizador, R lo reinicia y S salta a la otra fase. Los atajos se ignoran mientras escribes en un campo de texto, así que nunca te estorban al rellenar un formulario. M silencia o activa la música, N y P reproducen la pista siguiente y la anterior, F abre la vista de concentración (Escape la cierra) y ? muestra todos los atajos. Durante el enfoque, I anota una interrupción; en el modo Flowtime, B inicia un descanso.',
  },
  // Música
  'music-kind': {
    q: '¿Qué tipo de música pone Pomolo?',
    a: 'Lo-fi tranquilo e instrumental en cuatro categorías: Estudio y concentración, Chill y relax, Café y jazz, y Sueño y calma. Con Pomolo vienen más de dos horas: 32 pistas que componemos nosotros y tocamos con instrumentos muestreados (pianos eléctricos, piano de cola, vibráfono, guitarras, contrabajo, cuerdas y batería con escobillas). Las publicamos bajo CC0 (el aviso MIT de los instrumentos está en la página de créditos musicales), así que no hay letras que compitan por tu atención ni problemas de licencias si las pones mientras haces streaming o grabas.',
  },
  'player-use': {
    q: '¿Cómo se usa el reproductor de música?',
    a: 'Elige una categoría para reproducir su primera pista o escoge cualquier pista de la lista. El reproductor tiene reproducir y pausar, anterior y siguiente, aleatorio, una barra de progreso, un control deslizante de volumen y un botón para silenciar; si giras la rueda del ratón sobre los controles de volumen, este cambia en pequeños pasos. En una pantalla táctil puedes deslizar la portada a la izquierda o a la derecha para cambiar de pista.\n\nCuando termina una pista, empieza automáticamente la siguiente de la categoría, volviendo al principio al llegar al final de la lista, o una al azar si el modo aleatorio está activado.',
  },
  'music-and-timer': {
    q: '¿Pueden funcionar la música y el temporizador a la vez?',
    a: `Sí. Por defecto, la música sigue al temporizador: se desvanece cuando termina una sesión de concentración y vuelve cuando empieza la siguiente, para que tus descansos sean tranquilos. Para que la música siga sonando en los descansos, activa «Música durante los descansos» en Ajustes; para que la música y el temporizador sean totalmente independientes, desactiva «La música sigue al temporizador».\n\nEn cualquier caso, puedes pausar la música en cualquier momento sin tocar el temporizador. En los navegadores compatibles, las teclas multimedia de tu teclado y los controles de la pantalla de bloqueo de tu móvil también controlan el reproductor.`,
  },
  'no-autoplay': {
    q: '¿Por qué la música no empieza sola cuando abro la página?',
    a: 'Los navegadores no permiten que una página reproduzca sonido antes de que hayas interactuado con ella, y de todos modos no querríamos sorprenderte con música. Pomolo elige una pista para ti al cargar y espera a que pulses reproducir.',
  },
  soundscape: {
    q: '¿Puedo poner lluvia, viento o ruido blanco de fondo?',
    a: 'Sí. El panel Ambiente sonoro de la página de inicio mezcla once sonidos: ruido blanco, rosa y marrón, lluvia ligera e intensa, truenos lejanos, viento, olas del mar, fuego crepitante, un arroyo y grillos nocturnos. Cada uno se genera en directo en tu navegador: nada que descargar, funciona sin conexión y nunca se repite. Ajusta el volumen de cada capa, empieza con una mezcla predefinida como «Biblioteca lluviosa», guarda tus mezclas o comparte una como enlace.\n\nEl ambiente tiene su propio volumen y sigue al temporizador como la música: se desvanece en el descanso salvo que lo mantengas durante los descansos. Un temporizador de apagado puede detenerlo tras 15 a 90 minutos.',
  },
  'music-offline': {
    q: '¿Puedo escuchar música sin conexión?',
    a: 'Las pistas que marcas como favoritas se descargan en tu dispositivo, con una barra de progreso mientras dura la descarga, y después se reproducen sin ninguna conexión. El reproductor muestra cuánto espacio ocupan tus descargas, y puedes eliminar una descarga cuando quieras. Las pistas que no has descargado necesitan conexión para reproducirse en streaming.',
  },
  // Sin conexión e instalación
  'works-offline': {
    q: '¿Funciona Pomolo sin conexión a internet?',
    a: 'Sí. Tras tu primera visita, toda la aplicación (el temporizador, los ajustes, los temas, todos los idiomas y estas páginas informativas) queda guardada en tu dispositivo y funciona sin ninguna red. Solo la música que no hayas descargado necesita conexión.',
  },
  install: {
    q: '¿Cómo instalo Pomolo como aplicación?',
    a: 'Pomolo es una Progressive Web App, así que puedes instalarla directamente desde el navegador, sin pasar por una tienda de aplicaciones. En Chrome o Edge en el ordenador, usa el icono de instalación a la derecha de la barra de direcciones o «Instalar Pomolo» en el menú del navegador. En Android, abre el menú del navegador y elige «Instalar aplicación» o «Añadir a pantalla de inicio». En un iPhone o iPad, toca Compartir en Safari y elige «Añadir a pantalla de inicio».\n\nLa aplicación instalada se abre en su propia ventana, se inicia desde tu pantalla de inicio o el Dock y funciona sin conexión igual que la web.',
  },
  updates: {
    q: '¿Cómo recibo las actualizaciones?',
    a: 'Automáticamente. Cuando publicamos una versión nueva, tu navegador la descarga discretamente en segundo plano y entra en funcionamiento la próxima vez que abras Pomolo. No tienes que descargar ni instalar nada a mano.',
  },
  'storage-space': {
    q: '¿Cuánto espacio ocupa Pomolo en mi dispositivo?',
    a: 'La aplicación en sí ocupa unos pocos megabytes. La música descargada ocupa más, según cuántas pistas conserves; el reproductor muestra el total. Puedes liberar ese espacio cuando quieras eliminando descargas o borrando los datos del sitio de Pomolo en los ajustes de tu navegador.',
  },
  // Privacidad y datos
  'stored-data': {
    q: '¿Qué guardáis sobre mí?',
    a: `Casi nada, y la mayor parte nunca sale de tu dispositivo. Tus preferencias (idioma, modo claro u oscuro, tema de color, ajustes del temporizador, de los ciclos y de la música), el estado del temporizador, tus tareas, tus etiquetas, tu historial de concentración y tus pistas descargadas se guardan en el almacenamiento de tu navegador, en tu dispositivo.\n\nNuestro servidor solo recibe algo sobre ti cuando decides escribirnos a través del formulario de contacto o del formulario de sugerencias. Nuestra Política de privacidad (en inglés) detalla cada dato.\n\nSi activas la sincronización, tu historial de concentración, tus tareas, los ajustes del temporizador y del tema, tus mezclas guardadas y tus pistas favoritas también llegan a nuestro servidor, pero solo cifrados en tu dispositivo con una clave que nunca sale de tus dispositivos: el servidor guarda un texto cifrado que no puede leer, y puedes borrarlo cuando quieras.`,
  },
  cookies: {
    q: '¿Usáis cookies o rastreadores?',
    a: 'Pomolo no instala cookies de publicidad ni de analítica y no carga scripts de seguimiento de terceros. La única cookie que usamos es la cookie de sesión del área de administración, y solo la reciben los administradores del sitio.',
  },
  messages: {
    q: '¿Qué pasa con los mensajes que os envío?',
    a: 'Los mensajes del formulario de contacto y del formulario de sugerencias se guardan en nuestro servidor junto con tu dirección IP y el tipo de navegador, que usamos para combatir el spam y los abusos. Solo el equipo de Pomolo los lee. Conservamos las comunicaciones de soporte durante un máximo de 3 años y después las eliminamos.',
  },
  'delete-data': {
    q: '¿Cómo borro mis datos?',
    a: 'Todo lo que se guarda en tu dispositivo desaparece cuando borras los datos del sitio de Pomolo en los ajustes de tu navegador (o desinstalas la aplicación). Si quieres que borremos un mensaje que nos enviaste, escríbenos desde la página de contacto e indícanos más o menos cuándo lo enviaste y desde qué dirección de correo electrónico. Si activaste la sincronización, borra la copia cifrada de nuestro servidor en Ajustes → Sincroniza tus dispositivos → Borrar los datos sincronizados del servidor.',
  },
  // Solución de problemas
  'no-bell': {
    q: 'No oigo la campana al final de una sesión.',
    a: 'Comprueba que tu dispositivo no esté silenciado y que la propia pestaña del navegador tampoco lo esté. Los navegadores solo dejan que una página reproduzca sonido después de que hayas interactuado con ella, así que inicia el temporizador con un clic o pulsando una tecla en lugar de dejar la página sin tocar. Si no se puede cargar el sonido de la campana, el temporizador sigue funcionando en silencio.',
  },
  'no-notifications': {
    q: 'No me llegan las notificaciones.',
    a: 'Las notificaciones necesitan tu permiso. Si rechazaste la solicitud, permite las notificaciones de Pomolo en la configuración de sitios de tu navegador. Comprueba también que tu sistema operativo no esté en un modo de concentración o de «No molestar» que las oculte. El temporizador funciona con normalidad sin notificaciones; simplemente no verás el aviso emergente.',
  },
  'track-fails': {
    q: 'Una pista no se reproduce.',
    a: 'Cuando una pista no se puede cargar, Pomolo muestra un mensaje y lo vuelve a intentar por su cuenta, hasta tres veces. Si sigue fallando, comprueba tu conexión, elige otra pista o recarga la página. Mientras estés sin conexión, solo se pueden reproducir las pistas descargadas.',
  },
  'settings-reset': {
    q: 'Mis ajustes se han restablecido.',
    a: 'Los ajustes se guardan en el almacenamiento de tu navegador, así que se pierden cuando borras tus datos de navegación, y las ventanas privadas o de incógnito los olvidan al cerrarse. Además, se guardan por navegador y por dispositivo, así que otro navegador empieza con los valores predeterminados. Para que sean iguales en varios dispositivos, activa la sincronización en Ajustes → Sincroniza tus dispositivos.',
  },
  'ended-asleep': {
    q: 'El temporizador terminó mientras mi ordenador estaba en reposo.',
    a: 'Pomolo se guía por la hora real, así que cuando tu dispositivo se reactiva sabe que la fase ha terminado. La sesión terminada se cuenta igualmente, pero la campana no suena con retraso, minutos después de que terminara la fase. Pulsa Iniciar cuando estés listo para la siguiente fase.',
  },
  'not-listed': {
    q: 'Mi problema no aparece aquí.',
    a: 'Escríbenos desde la página de contacto. Cuéntanos qué navegador y qué dispositivo usas, qué hiciste, qué esperabas y qué pasó en su lugar; así podremos ayudarte mucho más rápido.',
  },
};

export default faq;
