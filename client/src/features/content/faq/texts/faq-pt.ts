import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import type { FaqText } from '../faq-data.ts';

const faq: FaqText = {
  // Primeiros passos
  'what-is-pomolo': {
    q: 'O que é o Pomolo?',
    a: 'O Pomolo é um timer de foco gratuito baseado na Técnica Pomodoro, com um player de música lo-fi bem ao lado. Abra a página, toque em Iniciar e trabalhe em uma única coisa até o sino tocar; depois faça uma pausa curta e comece de novo.\n\nNão é preciso se cadastrar em nada: ele funciona em qualquer navegador moderno, no notebook ou no celular, e, depois de carregado uma vez, continua funcionando sem conexão com a internet.',
  },
  'pomodoro-technique': {
    q: 'Como funciona a Técnica Pomodoro?',
    a: 'Você escolhe uma tarefa e dedica a ela toda a sua atenção durante um bloco fixo de tempo, tradicionalmente 25 minutos. Quando o bloco termina, você para, mesmo no meio de uma frase, e faz uma pausa de 5 minutos longe da tarefa. Depois de uns quatro blocos de foco, você faz uma pausa mais longa, de 15 a 30 minutos.\n\nO bloco fixo facilita o começo (você só se compromete com 25 minutos), a pausa mantém sua atenção renovada e contar os blocos mostra com honestidade quanto trabalho concentrado uma tarefa realmente exige. Nosso blog tem um guia completo (em inglês) se você quiser se aprofundar.',
  },
  account: {
    q: 'Preciso criar uma conta?',
    a: 'Não. O Pomolo não tem nenhuma conta de visitante. Seu idioma, o modo claro ou escuro, o tema de cores e as durações do timer ficam salvos no navegador do dispositivo que você está usando, então estarão lá na próxima vez que você voltar.\n\nMesmo assim, seus dispositivos podem compartilhar histórico de foco, tarefas e configurações: ligue a sincronização em Configurações → Sincronize seus dispositivos e emparelhe os outros por link, código QR ou código para digitar. Continua sem e-mail e sem senha, e tudo é criptografado nos seus dispositivos antes de ser enviado, então nosso servidor não consegue ler.',
  },
  free: {
    q: 'O Pomolo é gratuito mesmo?',
    a: 'Sim. O Pomolo não custa nada: não tem plano premium, período de teste nem recurso escondido atrás de um pagamento. O timer, a música, o uso offline e todos os idiomas estão disponíveis para todo mundo.',
  },
  languages: {
    q: 'Em quais idiomas o Pomolo está disponível?',
    a: 'A interface está disponível em 11 idiomas: inglês, alemão, francês, espanhol, turco, italiano, japonês, chinês (simplificado), russo, português e coreano. Cada idioma tem seu próprio endereço, como /de para o alemão ou /ja para o japonês, e sua escolha fica salva.\n\nEstas respostas e a página “Sobre o Pomolo” estão escritas em cada um desses idiomas. Os artigos do blog e as páginas jurídicas, por enquanto, estão disponíveis apenas em inglês.',
  },
  // O timer
  defaults: {
    q: 'Quais são as configurações padrão do timer?',
    a: `Por padrão, uma sessão de foco de ${F.defaultWorkMinutes} minutos é seguida de uma pausa de ${F.defaultBreakMinutes} minutos, e a cada ${F.longBreakEvery} sessões de foco vem uma pausa longa de ${F.defaultLongBreakMinutes} minutos. A meta diária é de ${F.defaultDailyGoal} sessões de foco, e a música que você toca vai sumindo aos poucos durante as pausas. Nem as pausas nem as sessões de foco começam sozinhas até você ativar o início automático nas Configurações. Essas são as durações clássicas do Pomodoro e um bom ponto de partida se você nunca usou a técnica.`,
  },
  'change-durations': {
    q: 'Como mudo a duração do trabalho e das pausas?',
    a: `Abra as Configurações pelo botão de engrenagem no cabeçalho. As sessões de trabalho podem durar de ${F.workMinMinutes} a ${F.workMaxMinutes} minutos e as pausas de ${F.breakMinMinutes} a ${F.breakMaxMinutes} minutos. Três predefinições ajustam as duas de uma vez: Pomodoro (${F.presetPomodoro}), Estendido (${F.presetExtended}) e Formato Longo (${F.presetLongForm}); qualquer outra combinação aparece como Personalizado.\n\nEm “Ciclos de foco” você escolhe depois de quantas sessões vem uma pausa longa (de ${F.longBreakEveryMin} a ${F.longBreakEveryMax}) e quanto ela dura (de ${F.longBreakMinMinutes} a ${F.longBreakMaxMinutes} minutos), ou desativa as pausas longas. Ali você também ativa o início automático das pausas e do foco e define uma meta diária de ${F.dailyGoalMin} a ${F.dailyGoalMax} sessões de foco, ou nenhuma.\n\nMudar uma duração interrompe o timer e redefine o tempo restante. Se uma pausa for mais longa que a metade da sessão de trabalho, o Pomolo avisa você, porque pausas tão longas costumam quebrar o ritmo mais do que recuperam suas energias.`,
  },
  'session-end': {
    q: 'O que acontece quando uma sessão termina?',
    a: `O sino toca e, se você permitiu, aparece uma notificação, para que você perceba mesmo quando o Pomolo está em outra aba. Cada sessão de foco concluída entra na sua contagem de sessões concluídas e no seu histórico de foco. ${F.phaseSwitchSeconds} segundos depois, o timer passa para a próxima fase: uma pausa curta ou, a cada ${F.longBreakEvery} sessões de foco, uma pausa longa.\n\nPor padrão, a próxima fase então espera você tocar em Iniciar, para que uma pausa comece quando você realmente se afasta do trabalho e uma sessão de foco quando você está realmente pronto. Se preferir um ritmo contínuo, ative “Iniciar pausas automaticamente” ou “Iniciar o foco automaticamente” nas Configurações, e a próxima fase começará sozinha.`,
  },
  'reset-skip': {
    q: 'O que fazem Redefinir e Pular?',
    a: `Redefinir interrompe o timer e leva você de volta ao início de uma sessão de foco, com o tempo completo. Pular interrompe o timer e vai direto para a outra fase (do foco para a pausa, ou da pausa para o foco), também com o tempo completo. Redefinir também recomeça a contagem até a próxima pausa longa.`,
  },
  'background-accuracy': {
    q: 'O timer continua preciso quando a aba está em segundo plano?',
    a: 'Sim. O timer roda em seu próprio processo em segundo plano (um worker) e sempre calcula o tempo restante a partir do momento em que a fase deve terminar, em vez de descontar os segundos um a um. Os navegadores deixam as abas em segundo plano mais lentas, mas isso não consegue desregular o Pomolo.\n\nEnquanto o timer está rodando, o título da aba mostra a fase e o tempo restante, e o pequeno ícone da aba muda entre foco e pausa, para você conferir com uma olhada de qualquer outra aba.',
  },
  shortcuts: {
    q: 'Existem atalhos de teclado?',
    a: 'Sim: Espaço inicia ou pausa o timer, R redefine e S pula para a outra fase. Os atalhos são ignorados enquanto você digita em um campo de texto, então nunca atrapalham o preenchimento de um formulário. M silencia ou reativa a música, N e P tocam a próxima faixa e a anterior, F abre a visão de foco (Esc sai dela) e ? mostra todos os atalhos. Durante o foco, I registra uma interrupção; no modo Flowtime, B inicia uma pausa.',
  },
  // Música
  'music-kind': {
    q: 'Que tipo de música o Pomolo toca?',
    a: 'Lo-fi calmo e instrumental em quatro categorias: Estudo e foco, Chill e relax, Café e jazz, e Sono e calma. Mais de duas horas vêm com o Pomolo: 32 faixas que compomos nós mesmos e tocamos com instrumentos amostrados (pianos elétricos, piano de cauda, vibrafone, violões e guitarras, contrabaixo, cordas e bateria com vassourinhas). Elas são publicadas sob CC0 (o aviso MIT dos instrumentos está na página de créditos musicais), então não há letras disputando sua atenção nem questões de licença se você tocá-las durante uma transmissão ou gravação.',
  },
  'player-use': {
    q: 'Como uso o player de música?',
    a: 'Escolha uma categoria para tocar a primeira faixa dela, ou escolha qualquer faixa da lista. O player tem tocar e pausar, faixa anterior e próxima, aleatório, uma barra de progresso, um controle deslizante de volume e um botão de silenciar; girar a roda do mouse sobre os controles de volume ajusta o volume em pequenos passos. Em uma tela sensível ao toque, deslize a capa para a esquerda ou para a direita para trocar de faixa.\n\nQuando uma faixa termina, a próxima da categoria começa automaticamente, voltando ao início no fim da lista, ou uma aleatória se o modo aleatório estiver ativado.',
  },
  'music-and-timer': {
    q: 'A música e o timer podem funcionar ao mesmo tempo?',
    a: `Sim. Por padrão, a música acompanha o timer: ela vai sumindo quando uma sessão de foco termina e volta quando a próxima começa, para que suas pausas fiquem tranquilas. Para a música continuar tocando nas pausas, ative “Música durante as pausas” nas Configurações; para deixar a música e o timer totalmente independentes, desative “A música acompanha o temporizador”.\n\nDe qualquer forma, você pode pausar a música a qualquer momento sem mexer no timer. Nos navegadores compatíveis, as teclas de mídia do teclado e os controles da tela de bloqueio do celular também controlam o player.`,
  },
  'no-autoplay': {
    q: 'Por que a música não começa sozinha quando abro a página?',
    a: 'Os navegadores não deixam uma página tocar som antes de você interagir com ela, e de qualquer forma não queremos surpreender você com música. O Pomolo escolhe uma faixa para você ao carregar e espera você tocar em reproduzir.',
  },
  soundscape: {
    q: 'Posso adicionar chuva, vento ou ruído branco?',
    a: 'Sim. O painel Paisagem sonora na página inicial mistura onze sons: ruído branco, rosa e marrom, chuva leve e forte, trovões distantes, vento, ondas do mar, fogo crepitante, um riacho e grilos à noite. Cada um é gerado ao vivo no seu navegador: nada para baixar, funciona offline e nunca se repete. Ajuste o volume de cada camada, comece por uma predefinição como «Biblioteca chuvosa», salve suas misturas ou compartilhe uma como link.\n\nA paisagem sonora tem volume próprio e segue o timer como a música: some na pausa, a menos que você a mantenha durante as pausas. Um timer de desligamento pode pará-la após 15 a 90 minutos.',
  },
  'music-offline': {
    q: 'Posso ouvir música offline?',
    a: 'As faixas que você marca como favoritas são baixadas para o seu dispositivo, com uma barra de progresso durante o download, e depois tocam sem nenhuma conexão. O player mostra quanto espaço seus downloads ocupam, e você pode remover um download a qualquer momento. As faixas que não foram baixadas precisam de conexão para tocar por streaming.',
  },
  // Offline e instalação
  'works-offline': {
    q: 'O Pomolo funciona sem conexão com a internet?',
    a: 'Sim. Depois da sua primeira visita, o app inteiro (o timer, as configurações, os temas, todos os idiomas e estas páginas de informação) fica salvo no seu dispositivo e funciona sem nenhuma rede. Só a música que você não baixou precisa de conexão.',
  },
  install: {
    q: 'Como instalo o Pomolo como app?',
    a: 'O Pomolo é um Progressive Web App, então você pode instalá-lo direto pelo navegador, sem loja de aplicativos. No Chrome ou no Edge do computador, use o ícone de instalação à direita da barra de endereço ou “Instalar Pomolo” no menu do navegador. No Android, abra o menu do navegador e escolha “Instalar app” ou “Adicionar à tela inicial”. No iPhone ou iPad, toque em Compartilhar no Safari e escolha “Adicionar à Tela de Início”.\n\nO app instalado abre na própria janela, é iniciado pela tela inicial ou pelo Dock e funciona offline, assim como o site.',
  },
  updates: {
    q: 'Como recebo atualizações?',
    a: 'Automaticamente. Quando publicamos uma nova versão, seu navegador a baixa discretamente em segundo plano, e ela passa a valer na próxima vez que você abrir o Pomolo. Não há nada para baixar ou instalar manualmente.',
  },
  'storage-space': {
    q: 'Quanto espaço o Pomolo ocupa no meu dispositivo?',
    a: 'O app em si ocupa alguns megabytes. As músicas baixadas ocupam mais, dependendo de quantas faixas você guarda; o player mostra o total. Você pode liberar esse espaço quando quiser removendo downloads ou limpando os dados do site do Pomolo nas configurações do navegador.',
  },
  // Privacidade e dados
  'stored-data': {
    q: 'O que vocês guardam sobre mim?',
    a: `Quase nada, e a maior parte nunca sai do seu dispositivo. Suas preferências (idioma, modo claro ou escuro, tema de cores, configurações do timer, dos ciclos de foco e da música), o estado do timer, suas tarefas, suas etiquetas, seu histórico de foco e suas faixas baixadas ficam guardados no armazenamento do navegador, no seu dispositivo.\n\nNosso servidor só recebe algo sobre você quando você decide nos escrever pelo formulário de contato ou pelo formulário de sugestões. Nossa Política de Privacidade (em inglês) lista cada item em detalhes.\n\nSe você ligar a sincronização, seu histórico de foco, suas tarefas, as configurações do timer e do tema, seus mixes salvos e suas faixas favoritas também chegam ao nosso servidor, mas apenas criptografados no seu dispositivo com uma chave que nunca sai dos seus dispositivos: o servidor guarda um texto cifrado que não consegue ler, e você pode apagá-lo quando quiser.`,
  },
  cookies: {
    q: 'Vocês usam cookies ou rastreadores?',
    a: 'O Pomolo não define cookies de publicidade ou de análise e não carrega scripts de rastreamento de terceiros. O único cookie que usamos é o cookie de sessão da área de administração, e só os administradores do site o recebem.',
  },
  messages: {
    q: 'O que acontece com as mensagens que envio para vocês?',
    a: 'As mensagens do formulário de contato e do formulário de sugestões ficam guardadas no nosso servidor junto com seu endereço IP e o tipo do seu navegador, que usamos para combater spam e abusos. Só a equipe do Pomolo as lê. Guardamos as conversas com o suporte por no máximo 3 anos e depois as apagamos.',
  },
  'delete-data': {
    q: 'Como apago meus dados?',
    a: 'Tudo o que fica guardado no seu dispositivo desaparece quando você limpa os dados do site do Pomolo nas configurações do navegador (ou desinstala o app). Para que apaguemos uma mensagem que você nos enviou, escreva para nós pela página de contato e diga mais ou menos quando a enviou e de qual endereço de e-mail. Se você ligou a sincronização, apague a cópia criptografada no nosso servidor em Configurações → Sincronize seus dispositivos → Apagar os dados sincronizados do servidor.',
  },
  // Solução de problemas
  'no-bell': {
    q: 'Não ouço o sino no fim de uma sessão.',
    a: 'Verifique se o seu dispositivo não está no mudo e se a própria aba do navegador não está silenciada. Os navegadores só deixam uma página tocar som depois que você interage com ela, então inicie o timer com um clique ou uma tecla em vez de deixar a página intocada. Se o som do sino não puder ser carregado, o timer continua funcionando em silêncio.',
  },
  'no-notifications': {
    q: 'Não recebo notificações.',
    a: 'As notificações precisam da sua permissão. Se você recusou o pedido, permita as notificações do Pomolo nas configurações de sites do navegador. Verifique também se o seu sistema operacional não está em um modo de foco ou “Não perturbe” que as esconde. O timer funciona normalmente sem notificações; você só não verá o aviso na tela.',
  },
  'track-fails': {
    q: 'Uma faixa não toca.',
    a: 'Quando uma faixa não carrega, o Pomolo mostra uma mensagem e tenta de novo sozinho, até três vezes. Se ainda assim falhar, verifique sua conexão, escolha outra faixa ou recarregue a página. Enquanto você estiver offline, só as faixas baixadas podem tocar.',
  },
  'settings-reset': {
    q: 'Minhas configurações foram redefinidas.',
    a: 'As configurações ficam no armazenamento do navegador, então se perdem quando você limpa os dados de navegação, e janelas privadas ou anônimas as esquecem ao serem fechadas. Elas também são guardadas por navegador e por dispositivo, então um navegador diferente começa com os valores padrão. Para mantê-las iguais em vários dispositivos, ligue a sincronização em Configurações → Sincronize seus dispositivos.',
  },
  'ended-asleep': {
    q: 'O timer terminou enquanto meu computador estava em repouso.',
    a: 'O Pomolo se baseia no relógio real, então, quando seu dispositivo desperta, ele sabe que a fase terminou. A sessão concluída é contada normalmente, mas o sino não toca atrasado, minutos depois. Toque em Iniciar quando estiver pronto para a próxima fase.',
  },
  'not-listed': {
    q: 'Meu problema não está nesta lista.',
    a: 'Escreva para nós pela página de contato. Conte qual navegador e qual dispositivo você usa, o que você fez, o que esperava e o que aconteceu no lugar; assim conseguimos ajudar você muito mais rápido.',
  },
};

export default faq;
