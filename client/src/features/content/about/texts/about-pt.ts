import { PRODUCT_FACTS as F } from '#shared/product-facts.ts';
import type { AboutText } from '../about-data.ts';

const about: AboutText = {
  mission: [
    'Começar é a parte mais difícil do trabalho concentrado. O documento em branco, o capítulo ainda não lido, o bug que resiste a você a manhã inteira: a tarefa parece enorme, o celular está ao alcance da mão e dez minutos somem antes do primeiro minuto de trabalho de verdade. O Pomolo existe para tornar esse primeiro minuto fácil.',
    'Nossa missão é simples: ajudar qualquer pessoa a começar a se concentrar com um clique e a seguir em frente com música calma e pausas honestas, no dispositivo que tiver, online ou offline, sem conta, sem assinatura e sem nenhum rastreador observando.',
  ],
  science: [
    'O Pomolo se baseia na Técnica Pomodoro, criada por Francesco Cirillo no fim dos anos 1980 e batizada em homenagem ao timer de cozinha em forma de tomate que ele usava quando era estudante. Você trabalha em uma única tarefa durante um bloco fixo, tradicionalmente 25 minutos, depois faz uma pausa curta, normalmente de 5 minutos, e uma mais longa, de 15 a 30 minutos, depois de uns quatro blocos.',
    'Vários efeitos bem estudados explicam por que isso funciona. A atenção diminui ao longo de períodos extensos em uma única tarefa; os psicólogos chamam isso de decréscimo de vigilância, e experimentos mostraram que pausas breves e planejadas mantêm o desempenho mais estável do que seguir sem parar. Alternar entre tarefas deixa um “resíduo de atenção”: parte da sua mente continua na tarefa anterior, então uma tarefa por bloco protege o bloco. E um compromisso curto e fixo reduz o custo emocional de começar, que é justamente onde a procrastinação costuma vencer.',
    'A música ajuda algumas pessoas e distrai outras. Pesquisas sobre o “efeito da fala irrelevante” mostram que as letras, em especial, competem com a leitura e a escrita pelos mesmos recursos mentais; é por isso que nossas faixas são instrumentais, constantes e discretas. Se você trabalha melhor em silêncio, o timer funciona perfeitamente sem a música.',
  ],
  different: [
    [
      {
        lead: 'Timer e música no mesmo lugar.',
        text: 'Nada de uma segunda aba com um vídeo, nada de anúncios entre as faixas. Quatro categorias de lo-fi (Estudo e foco, Chill e relax, Café e jazz, Sono e calma) tocam bem ao lado do timer. Ao lado, o painel Paisagem sonora mistura chuva, vento, um riacho, ruído e outros sons ambientes, gerados na hora no seu navegador.',
      },
      {
        lead: 'Flexível, sem complicação.',
        text: `O clássico ${F.defaultPair} é o padrão, com predefinições de ${F.presetExtended} e ${F.presetLongForm} e qualquer combinação personalizada de ${F.workMinMinutes} a ${F.workMaxMinutes} minutos de trabalho e de ${F.breakMinMinutes} a ${F.breakMaxMinutes} minutos de pausa. A cada ${F.longBreakEvery} sessões de foco vem uma pausa longa, e uma lista de tarefas, uma meta diária e suas estatísticas estão à mão quando você precisar.`,
      },
      {
        lead: 'Preciso em segundo plano.',
        text: 'O timer roda em seu próprio worker e é calculado a partir do relógio, então não se desregula quando o navegador deixa uma aba em segundo plano mais lenta.',
      },
      {
        lead: 'Funciona offline e se instala como um app.',
        text: 'Depois de uma única visita, o Pomolo funciona sem conexão, e você pode adicioná-lo à tela inicial ou ao Dock como um Progressive Web App.',
      },
      {
        lead: 'Privado desde a concepção.',
        text: 'Sem conta, sem cadastro, sem rastreadores de publicidade ou de análise. Suas configurações ficam no seu navegador. A sincronização entre seus dispositivos é opcional e criptografada de ponta a ponta.',
      },
      {
        lead: 'Para todo mundo.',
        text: 'A interface fala 11 idiomas, funciona com teclado e leitor de tela e oferece modo claro e escuro com seis temas de cores.',
      },
      { lead: 'Gratuito.', text: 'Tudo, para todo mundo, sem plano premium.' },
    ],
  ],
  story: [
    'O Pomolo foi fundado em 2024 por pessoas que usavam a Técnica Pomodoro todos os dias e estavam cansadas de fazer malabarismos. O timer ficava em uma aba, a música em outra, cada uma com seus anúncios, convites para se cadastrar e recomendações com reprodução automática que desviavam a atenção justamente do trabalho que deveriam proteger. E, assim que o trem entrava em um túnel, as duas paravam de funcionar.',
    'Então construímos a ferramenta que queríamos: uma única página tranquila, com um timer confiável e música que fica em segundo plano, que abre na hora, continua funcionando offline e não pede nada a você. Compartilhamos com amigos, colegas de turma e de trabalho, ouvimos do que sentiam falta e seguimos aprimorando. O Pomolo é o resultado, e continua mudando com o retorno das pessoas que o usam.',
  ],
  team: [
    'O Pomolo é feito por uma equipe pequena e independente de desenvolvedores e designers, com a ajuda de estudantes, escritores e programadores que testam cada nova versão. Não somos financiados por anunciantes, o que significa que só prestamos contas às pessoas que usam o Pomolo.',
    'Nós mesmos usamos o Pomolo em todos os dias de trabalho, e muitos dos seus detalhes vêm das nossas próprias frustrações: o sino que não deve tocar atrasado quando um notebook sai do repouso, a pausa que não deve começar antes de você realmente se levantar, o timer que não deve perder segundos em uma aba em segundo plano.',
  ],
  roadmap: [
    'Estas são as próximas coisas em que vamos trabalhar. São planos, não promessas, e as suas sugestões definem a ordem.',
    [
      'Mais música: novas faixas geradas em todas as categorias e novos climas ao lado dos quatro atuais.',
      'As páginas jurídicas e os artigos do blog nos 11 idiomas, como a interface, as perguntas frequentes e esta página já estão.',
      'Mais controle sobre os sons: escolher o sino e ajustar o volume dele.',
      'Sincronizar suas configurações, tarefas e histórico entre seus próprios dispositivos, com criptografia de ponta a ponta e ainda sem conta.',
    ],
  ],
  values: [
    [
      {
        lead: 'Calma acima de esperteza.',
        text: 'Cada recurso precisa conquistar seu lugar ajudando você a se concentrar, não prendendo você na página.',
      },
      {
        lead: 'Respeito pela sua atenção e pelos seus dados.',
        text: 'Sem padrões obscuros, sem rastreadores, sem coletar nada de que não precisamos.',
      },
      {
        lead: 'Acesso para todos.',
        text: 'Gratuito, em muitos idiomas, utilizável com teclado e leitor de tela, em dispositivos antigos e novos.',
      },
      {
        lead: 'Honestidade.',
        text: 'Explicamos o que o Pomolo faz e o que não faz, e avisamos você quando algo quebra.',
      },
    ],
  ],
  community: [
    'O Pomolo cresce com as pessoas que o usam. Muitos dos seus recursos começaram como a mensagem de alguém que queria estudar, escrever ou programar um pouco melhor. Nosso blog (em inglês) compartilha guias práticos sobre foco, procrastinação e planejamento do dia, e nossa porta está sempre aberta para perguntas, ideias e relatos de bugs.',
  ],
};

export default about;
