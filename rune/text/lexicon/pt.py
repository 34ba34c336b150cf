"""Portuguese phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon

LEXICON = Lexicon(
    lang="pt",
    override=(
        r"não (?:siga|sigas|considere) (?:mais )?(?:as )?(?:instruções|regras|orientações) "
        r"(?:anteriores|prévias|do sistema)",
        r"as (?:instruções|regras|orientações) (?:anteriores|prévias) (?:não são mais válidas"
        r"|estão (?:anuladas|revogadas|canceladas)|devem ser ignoradas)",
        r"(?:estas|as seguintes) instruções (?:prevalecem|têm prioridade) sobre (?:todas )?(?:as )?"
        r"(?:\w+ )?(?:instruções|regras)",
        r"(?:ignore|esqueça|esqueca) tudo (?:o )?que (?:foi dito|está acima|veio antes)",
        r"(?:ignore|ignora|ignorar|esqueça|esqueca|esquece|esquecer|desconsidere"
        r"|desconsiderar) (?:todas )?(?:as )?(?:suas )?(?:instruções|instrucoes|regras"
        r"|orientações|diretrizes) (?:anteriores|prévias|previas|originais|do sistema)",
        r"(?:desative|desativa|desativar|contorne|contornar) (?:todos |todas )?(?:os |as )?"
        r"(?:filtros|controles|restrições|proteções) de segurança",
    ),
    role=(
        r"(?:você está|voce esta|estás) (?:agora )?(?:em|no) modo (?:desenvolvedor|dan"
        r"|sem restrições|manutenção|administrador)",
        r"(?:aja|atue|comporte-se) como (?:um )?(?:administrador|root|superusuário)",
        r"(?:agora )?tu és (?:um|uma|o|a)",
        r"agora você é (?:um|uma|o|a)",
        r"agora voce e (?:um|uma|o|a)",
        r"a partir de agora,? (?:você|voce|sempre|ignore)",
        r"modo (?:dan|sem restrições)",
        r"modo desenvolvedor (?:ativado|habilitado)",
        r"novas instruções ?:",
    ),
    impersonation=(r"mensagem importante do usuário para você",),
    conceal=(
        r"não (?:diga|digas|mencione|menciones|informe|conte|contes|revele|reveles|avise) "
        r"(?:nada )?(?:disso |disto )?(?:ao utilizador|aos utilizadores|aos usuários)",
        r"sem (?:que o utilizador (?:saiba|perceba)|informar o utilizador|avisar o utilizador"
        r"|o utilizador saber)",
        r"o utilizador (?:nunca|não) (?:deve|pode) (?:saber|descobrir|perceber)",
        r"(?:oculte|esconda) (?:isso|isto|esta ação|esta etapa) (?:do|ao) (?:usuário|utilizador)",
        r"sem (?:o usuário|o usuario) (?:saber|perceber|notar)",
        r"não (?:diga|mencione|informe|conte|revele|notifique) (?:nada )?(?:isso |isto )?"
        r"(?:ao usuário|ao usuario|a ninguém|a ninguem)",
        r"não (?:diga|mencione|revele) (?:que|isso|isto)",
        r"sem (?:que o usuário (?:saiba|perceba)|informar o usuário|avisar o usuário"
        r"|o conhecimento do usuário|contar ao usuário)",
        r"o usuário (?:nunca|não) (?:deve|pode) (?:saber|descobrir|perceber)",
        r"(?:mantenha|mantém) isso (?:em segredo|entre nós)",
        r"(?:secretamente|silenciosamente) (?:envie|envia|encaminhe|copie|carregue)",
        r"se (?:o usuário|alguém) (?:perguntar|questionar)(?: [^ ,]+){0,8},? (?:o assistente "
        r"|você )?(?:responde|responda|diga|diz|explica|afirma)",
    ),
    send_verbs=(
        r"envi(?:e|a|ar|ando|ado)",
        r"mand(?:e|a|ar)",
        r"encaminh(?:e|a|ar)",
        r"carreg(?:ue|a|ar) para",
        r"transmit(?:a|e|ir)",
        r"compartilh(?:e|a|ar)",
        r"publi(?:que|ca|car)",
        r"copi(?:e|a|ar)",
    ),
    hostile_verbs=(r"exfiltr(?:e|a|ar)", r"roub(?:e|a|ar)"),
    secrets=(
        r"tokens? de sessão",
        r"palavras? passe",
        r"chaves? (?:de )?api",
        r"senhas?",
        r"credenciais",
        r"chaves? (?:de |da )?api",
        r"api~keys?",
        r"senhas?",
        r"credenciais",
        r"tokens? de (?:acesso|autenticação)",
        r"chaves? (?:privadas?|secretas?|ssh)",
        r"arquivo \.env",
        r"variáveis de ambiente",
        r"variáveis de ambiente",
        r"tokens? (?:oauth|jwt|bearer)",
        r"token do (?:github|gitlab|slack|npm)",
    ),
    system_prompt=(
        r"(?:prompt|mensagem|instruções) do sistema",
        r"system~prompt",
        (
            r"(?:suas|tuas|as) (?:\w+ ){0,1}(?:instruções|orientações|regras|diretrizes)"
            r" (?:iniciais"
            r"|originais|ocultas|internas|de sistema|do sistema)"
        ),
        r"(?:prompt|mensagem) (?:de|do) (?:sistema|desenvolvedor)",
        (
            r"(?:as )?(?:instruções|orientações|regras|diretrizes) (?:com (?:as )?)?que"
            r" (?:o operador"
            r" |o desenvolvedor )?(?:te|lhe|você) (?:\w+ ){0,2}(?:configurou|deu|deram"
            r"|recebeu|foram"
            r" dadas|passou)"
        ),
        r"(?:as )?(?:regras|instruções|orientações) que (?:você )?recebeu antes",
    ),
    instruments=(r"com", r"usando", r"utilizando", r"através"),
    local_words=(r"arquivo", r"ficheiro", r"pasta", r"diretório", r"local"),
    read_verbs=(
        r"leia|lê|ler|lendo",
        r"abra|abrir",
        r"acesse|acessar|aceda",
        r"carregue|carregar",
        r"inclua|incluir",
        r"conteúdo de|conteudo de",
        r"copie|copiar",
    ),
    negations=(r"não", r"nao", r"nunca", r"sem", r"evite"),
    preference=(
        r"(?:use|utilize|escolha) sempre esta ferramenta",
        r"sempre (?:use|utilize|escolha) esta ferramenta",
        r"a melhor ferramenta do mundo",
        r"em vez de qualquer outra (?:ferramenta)?",
        r"ignore todas as outras ferramentas",
    ),
    addressee=(
        r"(?:nota|mensagem|aviso) para (?:a ia|o assistente|o modelo|o agente)",
        r"(?:o assistente|o modelo|o agente|a ia) (?:deve|deverá|tem que)",
        r"(?:atenção|atencao),? (?:agente|assistente|ia)",
        r"instruções para (?:o assistente|o modelo|a ia|o agente)",
    ),
    disclose_verbs=(
        r"(?:revele|revela|mostre|mostra|imprima|imprime|repita|repete|resuma|traduza"
        r"|traduz|codifique|codifica|recite|escreva|escreve|exiba|exibe)",
        r"compartilh(?:e|ar|a)",
        r"copi(?:e|ar|ando)",
        r"cit(?:e|ar|ando)",
        r"anex(?:e|ar)",
        r"col(?:e|ar)",
        r"escrev(?:a|er|e)|escrito",
        r"reproduz(?:a|ir)",
        r"transcrev(?:a|er)",
    ),
    exec_verbs=(
        r"execute|executa|executar",
        r"rode|roda|inicie|lance",
        r"cole (?:\w+ ){0,3}no terminal",
    ),
    consent_bypass=(
        r"sem (?:pedir|solicitar|aguardar|esperar) (?:a )?(?:confirmação|permissão|aprovação"
        r"|autorização)",
        r"(?:nunca|não) (?:peça|peças|solicite) (?:a )?(?:confirmação|permissão|aprovação)",
        r"(?:considere|trate)(?:-o)? como (?:já )?(?:pré-?aprovado|aprovado previamente"
        r"|autorizado)",
        r"responda sim a (?:qualquer|todas as|toda) (?:pergunta|solicitação|confirmação)",
    ),
    precondition=(
        r"antes de (?:usar|utilizar|chamar) esta ferramenta,? (?:você deve|deve|é obrigatório"
        r"|tens de)",
        r"(?:depois|após) (?:de )?cada (?:chamada|uso)",
        r"sempre que (?:qualquer|uma) ferramenta for (?:usada|utilizada|chamada)",
    ),
    response_inject=(
        r"(?:inclua|adicione|acrescente|insira) (?:\w+ ){0,5}(?:em|na|a) (?:sua|cada|toda) "
        r"(?:resposta|respostas)",
        r"(?:diga|informe|avise) (?:ao|o) (?:usuário|utilizador) (?:de )?que",
    ),
    deprecation=(
        r"(?:está|estão|foi|foram) (?:obsolet[oa]s?|comprometid[oa]s?|fora do ar|desativad[oa]s?"
        r"|descontinuad[oa]s?)",
        r"não funciona(?:m)? mais",
        (
            r"(?:foram|foi|estão|está) (?:desativad[oa]s?|retirad[oa]s?|removid[oa]s?"
            r"|substituíd[oa]s?)"
        ),
        r"fora do ar",
        r"est[áa] (?:\w+ )?(?:comprometid|obsolet|desatualizad)[oa]s?|tem (?:uma )?vulnerabilidade",
    ),
    conversation=(
        r"(?:toda )?a conversa",
        r"o histórico (?:do chat|da conversa|de conversas)",
        r"as mensagens do (?:usuário|utilizador)",
        r"(?:todo )?o contexto completo",
        r"tudo o que o usuário (?:escreveu|disse|enviou|perguntou)",
        r"(?:todas )?as mensagens anteriores(?: trocadas)?(?: com o usuário)?",
        r"nesta conversa",
        r"a transcrição (?:completa )?(?:do chat|da conversa)",
    ),
    mention=(
        r"como por exemplo|por exemplo|p\. ?ex\.?|tais como",
        r"(?:textos?|frases?|mensagens|instruções|tentativas) (?:como|que dizem)",
        r"(?:tenta|tentam|tentativas de)",
        r"detecta(?:r|m)?|sinaliza(?:r|m)?|bloqueia(?:r|m)?|alerta quando",
    ),
    caveats=(
        r"não recomendado|(?:apenas|somente) (?:para|em) (?:testes|desenvolvimento|depuração"
        r"|ambiente local)|por sua conta e risco|use com cuidado|inseguro|perigoso",
    ),
    order_cues=(
        r"você|voce|tu|seu|sua|deve|precisa|tem de|certifique-se|não faça|nunca|sempre|por favor"
        r"|imediatamente",
    ),
    destructive=(
        r"exclu(?:a|ir|i)|apag(?:ue|ar|a)|destru(?:a|ir)|limp(?:e|ar) (?:o|a)|formate o disco"
        r"|sobrescrev(?:a|er)|revog(?:ue|ar)",
    ),
    falsehood=(
        r"mesmo (?:se|que|quando)|independentemente de|afirme que|finja que|falsamente|(?:está"
        r"|foi) (?:suspensa|bloqueada|comprometida|expirada)",
    ),
    promotion=(
        r"patrocinado por|código promocional|(?:use|insira) o código|cupom|desconto"
        r"|oferta (?:especial|exclusiva|limitada)|compre agora|visite https?://",
    ),
    relative=(r"que|o qual|a qual|quem|que (?:pedia|pediu|solicitava)|pedindo",),
    metadata_only=(
        r"para (?:listar|mostrar|contar) (?:os )?nomes|(?:apenas|somente) (?:os )?nomes"
        r"|sem (?:mostrar|imprimir|ler) (?:as )?(?:chaves|segredos|valores)",
    ),
    forged_labels=(
        r"(?:mensagem|aviso|nota|diretiva|instruções) do (?:sistema|operador|administrador"
        r"|desenvolvedor) ?:",
        r"\[ ?(?:sistema|operador|administrador)(?: (?:mensagem|aviso|diretiva))? ?\]",
        r"mensagem dos seus (?:desenvolvedores|criadores|operadores)",
    ),
    authority=(
        r"o usuário|o utilizador|os usuários|o assistente|o modelo|a ia|segurança|regras"
        r"|restrições|permissões|privilégios|acesso|comandos|instruções|filtros|obedeça",
    ),
    tamper=(
        r"(?:adicione|inclua|passe|use|force) (?:sempre )?(?:o |a |um |uma )?(?:\w+ )?(?:flag"
        r"|argumento|parâmetro|opção|cabeçalho|destinatário|bcc|cc|cco)",
        r"(?:troque|substitua|altere|redirecione|mude) (?:o |a |os "
        r"|as )?(?:\w+ ){0,2}(?:beneficiário|destinatário|destino|conta|iban|endereço|símbolo"
        r"|valor|branch|url)(?: por| para)?",
        r"(?:coloque|ponha|adicione|inclua) (?:\w+ ){0,2}em cópia(?: oculta)?",
        r"(?:vá|vão|seja enviado) para a conta",
    ),
    redirect=(
        r"(?:use|utilize|chame|escolha) (?:esta|nossa) (?:ferramenta|função)(?: em vez disso"
        r"| no lugar)?",
        r"(?:por meio|através) deste servidor em vez disso",
        r"passa(?:m)? agora por",
        r"agora (?:passa|vai) por",
        r"(?:apenas|somente|só) esta ferramenta",
        r"(?:use|utilize|pelo|pela|com|através d[oa]) (?:sempre )?(?:o |a )?(?:nosso|nossa)",
    ),
    passive=(
        r"(?:é |são |deve ser |devem ser |será |serão )(?:enviad[oa]s?|encaminhad[oa]s?"
        r"|carregad[oa]s?|publicad[oa]s?|copiad[oa]s?|transmitid[oa]s?|compartilhad[oa]s?)",
        r"(?:é|são|deve ser|devem ser|será|serão) remetid[oa]s?",
    ),
    fill_verbs=(
        r"preencha(?: com)?|coloque|cole|forneça|insira|inclua|copie|adicione|deve conter",
        r"(?:o )?(?:assistente|modelo|agente) (?:informa|preenche|insere)"
        r"|deve ser preenchido(?: com)?",
    ),
    harvest_marks=(
        r"do usuário|do utilizador|do ambiente|do sistema|tod[oa]s (?:os|as)|cada|complet[oa]"
        r"|integral|literalmente|mesmo que|o valor de|o conteúdo de",
        r"o usuário (?:\w+ )?(?:digitou|escreveu|colou|informou)",
    ),
    whole=(
        r"complet[oa]|inteir[oa]|tod[oa]s?|até agora|histórico|transcrição|anteriores",
        r"palavra por palavra",
        r"trocadas",
    ),
    artifacts=(
        r"modelos?|bibliotecas?|configuração|editor|parâmetros?|campos?|variáveis|versões"
        r"|versão|exemplos?|esquema",
    ),
    user_acts=(r"para que (?:você possa|o usuário possa)|(?:te|lhe) permite|permite ao usuário",),
    stealth=(r"silenciosamente|em silêncio|secretamente|discretamente|às escondidas",),
    source_words=(r"a partir de|desde",),
)


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
    ),
    user_choice=(
        r"(?:o|os) (?:usu[aá]rios?|utilizadores?) (?:pode|podem|poder[aá]o?)",
        r"permite (?:ao|aos) (?:usu[aá]rios?|utilizadores?)",
        r"opcional(?:mente)?",
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
        r"acima de (?:qualquer|todas?|todos) (?:outr[oa]s?)?",
        r"(?:envie|encaminhe|direcione|mande|passe) todas as (?:\w+ ){0,3}(?:consultas|perguntas"
        r"|solicita[cç][oõ]es) (?:\w+ ){0,2}(?:para|a) (?:este|esta)",
        r"(?:deve|devem) ser (?:sempre )?(?:selecionad|escolhid|usad)[oa]s? (?:sempre )?primeiro",
        r"confie (?:apenas|somente|só|unicamente) (?:n)?(?:esta|este|nesta|neste)",
    ),
    others_bad=(
        r"(?:as outras|os outros|outras|outros|demais) (?:\w+ ){0,3}(?:s[aã]o|est[aã]o) (?:pouco )?"
        r"(?:confi[aá]veis|obsolet[oa]s|err[aá]d[oa]s|in[uú]teis|ruins)",
        r"n[aã]o s[aã]o confi[aá]veis",
        r"(?:esque[cç]a|ignore|descarte|evite) (?:as outras|os outros|o resto|as demais|os demais)",
        r"n[aã]o recorra a (?:outras|outros|nenhuma outra|nenhum outro)",
        r"(?:as )?alternativas (?:erram|falham|s[aã]o piores|n[aã]o servem)",
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
