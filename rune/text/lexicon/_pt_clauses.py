"""Portuguese clause words: the ``GRAMMAR`` fields the rules' clause readings use
(folded into the Portuguese lexicon by the package, see ``pt.py``)."""

from __future__ import annotations

#: data-exfiltration: the words of its clause grammar, one tuple per lexicon
#: field it reads (listed in rune.rules._exfil_lex), in the entry shorthands above;
#: kept beside the lexicon until the Lexicon class declares these fields
GRAMMAR: dict[str, tuple[str, ...]] = {
    "pronouns": (
        r"o",
        r"a",
        r"os",
        r"as",
        r"isso",
        r"isto",
        r"tudo",
        r"seu (?:valor|conteúdo)",
        r"o (?:valor|conteúdo|resultado)",
    ),
    "pronoun_tails": (
        r"também",
        r"imediatamente",
    ),
    "auth_use": (
        r"cabeçalhos?",
        r"autori[sz]ação",
        r"bearer",
        r"autentica\w{0,5}",
        r"login",
        r"fazer login",
        r"iniciar sessão",
    ),
    "request_tail": (
        r"(?:na|no|em|com) (?:cada |todas as |todos os )?(?:requisiç(?:ão|"
        r"ões)|solicitaç(?:ão|ões)|chamadas?|cabeçalhos?)",
    ),
    "slot_verbs": (
        r"coloque",
        r"coloca",
        r"ponha",
        r"põe",
        r"inclua",
        r"inclui",
        r"insira",
        r"insere",
        r"passe",
        r"passa",
        r"adicione",
        r"adiciona",
        r"copie",
        r"copia",
        r"cole",
        r"preencha",
        r"preenche",
        r"escreva",
        r"escreve",
        r"envie",
        r"envia",
    ),
    "slot_preps": (
        r"em",
        r"no",
        r"na",
        r"como",
        r"dentro d[oa]",
    ),
    "slot_toward": (
        r"a",
        r"ao",
        r"para",
    ),
    "slot_nouns": (
        r"argumento",
        r"parâmetro",
        r"parametro",
        r"campo",
        r"propriedade",
        r"entrada",
    ),
    "identity_ask": (
        r"(?:nome|identidade|versão) do (?:modelo|llm|assistente|agente)(?: "
        r"de ia)? que (?:chama|usa|invoca|executa) (?:esta|a) (?:ferramenta|"
        r"função)",
        r"(?:revele|diga|informe|conte)(?:-me)? (?:seu|qual|o seu) (?:nome " r"de )?(?:modelo|llm)",
    ),
    "indefinite": (
        r"um",
        r"uma",
        r"uns",
        r"umas",
        r"algum",
        r"alguma",
    ),
    "call_verbs": (
        r"chame",
        r"chama",
        r"invoque",
        r"use",
        r"usa",
        r"utilize",
        r"execute",
    ),
    "dns_cues": (
        r"dns",
        r"subdomínios?",
    ),
    # detect9b: verbs that make a name be resolved (the DNS channel)
    "resolve_verbs": (
        r"resolv(?:a|e|er|am|em)",
        r"consult(?:e|a|ar) (?:o|a) (?:nome|host|domínio)",
        r"fa(?:ça|z) (?:um )?ping",
    ),
    "phone_cues": (
        r"sms",
        r"whatsapp",
        r"mensagem de texto",
    ),
    # concealment: keeping someone unaware, who is kept unaware, and what is withheld
    "withhold": (
        (
            r"(?:proibido|é proibido|vedado|é vedado|não"
            r" é permitido|fica proibido) (?:\w+ ){0,2}(?:informar"
            r"|revelar|divulgar|mencionar|contar|dizer"
            r"|comunicar|mostrar|notificar)"
        ),
        (
            r"(?:deve|devem|tem de|têm de|tem que|precisa)"
            r" (?:ser |ficar |permanecer )?(?:mantid[oa]s?"
            r" )?(?:em sigilo|em segredo|ocult[oa]s?|escondid[oa]s?"
            r"|secret[oa]s?)"
        ),
        r"(?:oculte|oculta|ocultar|esconda|esconde|esconder|omita|omite|omitir)",
        (
            r"(?:não (?:deixe|deixa)|sem que) (?:\w+ ){0,3}(?:perceba"
            r"|perceber|saiba|saber|note|notar|desconfie"
            r"|descubra)"
        ),
        (
            r"(?:não faça|não faz|não faças) (?:nenhuma"
            r" )?(?:menção|referência|alusão)"
        ),
        r"(?:finja|finge|aja como se) (?:que )?(?:nada|tudo)",
        r"não (?:pode|deve|podem|devem|deverá) (?:saber|descobrir|perceber|notar|ficar sabendo)",
        r"nunca (?:deve|devem) ser (?:mencionad|comunicad|revelad|informad)[oa]s?",
        r"deix(?:e|ar|a) (?:\w+ ){1,5}fora",
        r"omit(?:a|ir)",
        r"fica entre nós",
        r"em (?:hipótese|circunstância) alguma (?:\w+ ){0,3}(?:pode|deve|podem|devem) (?:saber"
        r"|descobrir|perceber|notar)",
        # detect9a: more phrasings
        r"omita (?:\w+ ){0,3}(?:n[oa]|d[oa]) (?:seu |sua )?(?:resumo|resposta|mensagem)",
    ),
    "audience": (
        (
            r"(?:o |ao |do |os |aos |dos )(?:usuári[oa]s?"
            r"|utilizador(?:es)?|cliente|humano|pessoa)(?:"
            r" final)?"
        ),
        r"(?:perante|diante d)o usuário",
        (
            r"(?:a sua |sua |a |cada )(?:resposta|resumo"
            r"|relatório)"
        ),
        r"a pessoa com quem você (?:conversa|fala)",
        r"(?:o|do|no) (?:resumo|relatório)",
    ),
    "activity": (
        r"isso|isto|o fato de que|o facto de que|que",
        (
            r"(?:est[ea]|ess[ea]|a|o) (?:\w+ )?(?:etapa"
            r"|operação|ação|solicitação|chamada|cópia"
            r"|envio|transferência|processo|instrução|tarefa"
            r"|conexão|alteração|leitura|acesso|pasta|conteúdo)\w*"
        ),
    ),
    # tool-shadowing: an order that covers every call, and another server or its tools named
    "every_call": (
        (
            r"sempre|toda vez|cada (?:chamada|pagamento|mensagem|consulta)|todo (?:pagamento"
            r"|envio)|todas as (?:chamadas|mensagens|consultas)|toda (?:leitura|chamada)"
            r"|devem ser feitas"
        ),
        r"ao (?:chamar|usar|executar)",
        r"quando (?:você )?(?:chamar|usar|executar)",
        r"(?:feit|realizad|criad)[oa]s com",
    ),
    "server_names": (
        (
            r"(?:as )?ferramentas (?:oficiais )?de (?:arquivos|e-?mail|pagamento|github"
            r"|git)(?: oficiais)?"
        ),
        r"(?:o )?servidor (?:de |do )?(?:github|arquivos|e-?mail|git|slack)",
    ),
}

# consent-bypass, response-manipulation, preference-manipulation,
# tool-precondition and command-execution: clause words
_USUARIO = (
    r"(?:ao |o |do |aos |os |à |a )?(?:usu[aá]rios?|usu[aá]rias?|utilizador(?:es)?|titular|cliente)"
)
GRAMMAR.update(
    consent_nouns=(
        r"confirma[cç](?:ão|ões)",
        r"aprova[cç](?:ão|ões)",
        r"autoriza[cç](?:ão|ões)",
        r"consentimento",
        r"permiss(?:ão|ões)",
        r"aval",
        r"sinal verde",
        r"(?:janela|caixa|di[aá]logo|aviso) de (?:permiss(?:ão|ões)|confirma[cç]ão|aprova[cç]ão)",
        r"pedidos? de (?:aprova[cç]ão|confirma[cç]ão)",
        r"modo (?:autom[aá]tico|aut[oô]nomo|sem supervis[aã]o)",
    ),
    consent_waived=(
        r"n[aã]o (?:é preciso|é necess[aá]rio|precisa|há necessidade de)",
        r"(?:é )?desnecess[aá]ri[oa]",
        r"sem (?:esperar|pedir|solicitar|perguntar)",
        r"(?:n[aã]o|nunca) (?:incomode|interrompa|pergunte|espere)",
        r"evite (?:incomodar|perguntar|interromper)",
        r"antecipadamente",
        r"de antem[aã]o",
        r"previamente (?:autorizad|aprovad|concedid)[oa]s?",
        r"(?:é|foi|s[aã]o) considerad[oa]s? (?:concedid|dad|obtid|aprovad)[oa]s?",
        r"em nome do (?:usu[aá]rio|utilizador|titular|cliente)",
        r"no lugar do (?:usu[aá]rio|utilizador)",
        r"n[aã]o (?:é|s[aã]o) necess[aá]ri[oa]s?",
        r"(?:aceite|aprove|confirme|feche|permita)-(?:a|o|as|os)",
        r"(?:já )?(?:optou|escolheu|ativou|aceitou)",
        r"(?:est[aá] )?impl[ií]cit[oa] n[oa] fato",
    ),
    user_choice=(
        r"(?:o|os) (?:usu[aá]rios?|utilizadores?) (?:pode|podem|poder[aá]o?)",
        r"permite (?:ao|aos) (?:usu[aá]rios?|utilizadores?)",
        r"opcional(?:mente)?",
        r"somente leitura|apenas leitura",
    ),
    answer_nouns=(
        r"(?:sua|tua|a|cada|toda|todas as|as) (?:respostas?|mensagens?|sa[ií]das?|resumos?)",
        r"(?:cada|todo|todos os) (?:mensagens?|resumos?)",
        r"no (?:fim|final|in[ií]cio|rodap[eé]) de (?:cada|toda|sua|todas)",
    ),
    insert_verbs=(
        r"(?:acrescente|adicione|inclua|insira|anexe|coloque|ponha|mencione|escreva|encerre|termine"
        r"|finalize|comece|assine)",
        r"(?:devem|deve) (?:incluir|conter|mostrar|apresentar|terminar|trazer)",
    ),
    tell_user=(
        r"(?:diga|informe|comunique|avise|avisar|notifique|advirta|assegure|conte|responda)"
        r" (?:\w+ )?" + _USUARIO,
        r"(?:responda|diga|indique|afirme|garanta) que",
    ),
    skew=(
        r"(?:conta|cart[aã]o|acesso|assinatura) (?:\w+ ){0,2}(?:foi|est[aá]|ser[aá]) (?:bloquead"
        r"|suspens|congelad|cancelad|desativad)[oa]",
        r"(?:valid[aá]-l[oa]|verific[aá]-l[oa]|fazer login novamente|entrar novamente)",
        r"(?:a )?concorr[eê]ncia (?:\w+ ){0,3}(?:vende|é|foi|comete|frauda|falsific)",
        r"concorrentes? (?:\w+ ){0,4}(?:multad|condenad|processad|fraude|golpe|ilegal|falsificad)",
        r"\d+ ?%? ?(?:%|por cento|pontos?) (?:acima|abaixo|mais alt|mais baix|pior|melhor|maior"
        r"|menor)",
        r"(?:acima|abaixo) do (?:valor|pre[cç]o|dado|resultado) (?:obtido|real|retornado|recebido)",
        r"(?:mesmo que|ainda que|mesmo se) (?:a (?:consulta|busca|pesquisa)|haja|existam|retorne)",
    ),
    superlatives=(
        r"(?:a |o )?melhor (?:ferramenta|servidor|plugin|servi[cç]o|op[cç][aã]o|fonte)"
        r"(?: \w+){0,3}(?: do mercado| do mundo| que existe)?",
        r"(?:recomendad|escolhid|usad|preferid)[oa]s? por \d+ ?%",
        r"supera (?:todas|todos|qualquer)",
        r"(?:a |o )?mais (?:precis|confi[aá]vel|complet|poderos)[oa]? (?:\w+ ){0,2}do (?:mercado"
        r"|mundo)",
    ),
    steer=(
        r"para (?:todas? as?|todos os|cada|qualquer) (?:consultas?|solicita[cç][oõ]es|pedidos"
        r"|perguntas"
        r"|tarefas?|opera[cç][oõ]es|casos?)",
        r"(?:sempre|apenas|somente|só|exclusivamente) (?:n)?(?:esta|este|nesta|neste)",
        r"acima de (?:qualquer|todas?|todos)(?: outr[oa]s?)?",
        r"(?:envie|encaminhe|direcione|mande|passe) todas as (?:\w+ ){0,3}(?:consultas|perguntas"
        r"|solicita[cç][oõ]es) (?:\w+ ){0,2}(?:para|a) (?:este|esta)",
        r"(?:deve|devem) ser (?:sempre )?(?:selecionad|escolhid|usad)[oa]s? (?:sempre )?primeiro",
        r"confie (?:apenas|somente|só|unicamente) (?:n)?(?:esta|este|nesta|neste)",
        # detect9a: more phrasings
        r"(?:use-a|use-o|use esta|use este) como padrão",
        r"(?:mande|envie|passe|encaminhe) (?:todas|todos) (?:as |os"
        r" )?(?:\w+ ){0,2}(?:para cá|aqui)",
        r"escolha (?:sempre )?(?:esta|este|esta ferramenta|este servidor)\b",
    ),
    others_bad=(
        r"(?:as outras|os outros|outras|outros|demais) (?:\w+ ){0,3}(?:s[aã]o|est[aã]o) (?:pouco )?"
        r"(?:confi[aá]veis|obsolet[oa]s|err[aá]d[oa]s|in[uú]teis|ruins)",
        r"n[aã]o s[aã]o confi[aá]veis",
        r"(?:esque[cç]a|ignore|descarte|evite) (?:as outras|os outros|o resto|as demais|os demais)",
        r"n[aã]o recorra a (?:outras|outros|nenhuma outra|nenhum outro)",
        r"(?:as )?alternativas (?:erram|falham|s[aã]o piores|n[aã]o servem)",
        # detect9a: more phrasings
        r"substitui (?:todas|todos) (?:as|os) (?:outr[oa]s|demais)",
        r"(?:os|as) (?:outr[oa]s|demais) (?:\w+ ){0,2}são (?:\w+ )?(?:imprecis[oa]s"
        r"|lent[oa]s|pouco confiáveis|obsolet[oa]s|ruins|inexat[oa]s)",
        r"quando houver (?:várias|vários|outras|outros) (?:\w+ ){0,3}(?:parecid[oa]s"
        r"|semelhantes|disponíveis)",
    ),
    forced_cues=(
        r"(?:toda vez|sempre) que o (?:usu[aá]rio|utilizador)",
        r"(?:pr[eé]-requisito|pr[eé]-condi[cç][aã]o|requisito) ?:",
        r"(?:logo|imediatamente|diretamente) (?:em seguida|depois|antes|ap[oó]s)",
        r"para funcionar(?: corretamente| bem)?,? (?:esta|a) (?:ferramenta|fun[cç][aã]o)",
        r"(?:deve|devem) ser precedid[oa]s? de",
    ),
    carry_words=(r"com", r"incluindo", r"contendo", r"junto com", r"passando"),
    shell_orders=(
        r"abra (?:um |o |uma |a )?(?:shell|terminal|console|linha de comando)",
        r"(?:no|pelo|via) (?:terminal|console|shell)",
        r"(?:com|use|usando|pela) a ferramenta de (?:comandos|shell|terminal)",
        r"seja executad[oa]|seja rodad[oa]",
        r"(?:acrescente|adicione|acrescentar|adicionar|insira|escreva)[^;\n]{0,160}?(?:ao|no|à) "
        r"(?:crontab|arquivo \.bashrc|\.bashrc|\.zshrc|\.profile|authorized keys)",
        r"(?:rode|execute|digite|lance)",
    ),
)

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"leia|ler|l[êe]",
        r"abra|abrir",
        r"acesse|acessar",
        r"carregue|carregar",
        r"obtenha|obter",
        r"extraia|extrair",
        r"copie|copiar",
        r"recupere|recuperar",
    ),
    pass_verbs=(
        r"passe|passar",
        r"inclua|incluir",
        r"coloque|colocar|ponha|p[ôo]r",
        r"insira|inserir",
        r"envie|enviar",
        r"adicione|adicionar",
        r"anexe|anexar",
        r"forne[çc]a|fornecer",
        r"use|usar",
        r"cole|colar",
    ),
    pass_slots=(
        r"como (?:o )?(?:argumento|par[âa]metro|campo)",
        r"como [^\w\s][a-z0-9_]{1,40}[^\w\s]",
        r"no (?:argumento|par[âa]metro|campo)",
        r"na (?:sua |tua )?resposta",
    ),
    or_else=(r"(?:sen[ãa]o|caso contr[áa]rio),? a ferramenta n[ãa]o funciona(?:r[áa])?",),
    before_use=(r"antes de (?:usar|utilizar|chamar|executar) (?:esta|a) ferramenta",),
)
