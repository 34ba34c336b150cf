"""Portuguese phrasing (see the package docstring for the entry shorthands)."""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon
from rune.text.lexicon._pt_clauses import GRAMMAR

__all__ = ["GRAMMAR", "LEXICON"]

LEXICON = Lexicon(
    lang="pt",
    prompt_surfaces=(
        r"(?:seu|sua|teu|tua) própri[oa] (?:painel|console)",
        r"(?:painel|console) de (?:administração|controle)",
    ),
    override=(
        # detect9b: no longer bound by its rules; what it was given is void
        r"(?:você não está|não estás|o assistente não está|o modelo não está) mais "
        r"(?:pres|obrigad|vinculad|sujeit|limitad)[oa]s? (?:a|à|às|aos|por|pelas|"
        r"pelos) (?:(?:as |suas |tuas )?(?:\w+ ){0,2}(?:instruções|orientações|diretrizes)|"
        r"(?:suas|tuas) (?:\w+ )?(?:regras|normas))",
        r"(?:instruções|orientações|diretrizes) (?:que )?(?:\w+ ){0,4}?(?:recebeu|"
        r"recebeste|te deram|lhe deram|foram dadas|lhe foram dadas)(?: \w+){0,3} "
        r"(?:não (?:valem|se aplicam|contam|estão em vigor) mais|já não (?:valem|"
        r"se aplicam|contam)|deixam de (?:valer|se aplicar)|perderam a validade)",
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
        # detect9a: more phrasings
        r"(?:o usuário|a usuária|o cliente|ele|ela) não precisa (?:saber"
        r"|ficar sabendo)(?: disso| de nada)?(?= ?[.;!]| ?$)",
        r"se (?:perguntarem|o usuário perguntar|alguém perguntar|te"
        r" perguntarem) (?:\S+ ){0,8}diga (?:que )?não",
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
    negations=(
        r"não",
        r"nao",
        r"nunca",
        # detect9b: "sem" (without) inside a clause, after a word: a sentence that
        # opens with "Sem" is Czech "here" ("Sem vlož ...") as often as Portuguese
        r"(?:(?<=\w\s)|(?<=\w,\s))sem",
        r"evite",
    ),
    preference=(
        r"(?:use|utilize|escolha) sempre esta ferramenta",
        r"sempre (?:use|utilize|escolha) esta ferramenta",
        r"a melhor ferramenta do mundo",
        r"em vez de qualquer outra(?: ferramenta)?",
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
        r"(?:primeiro|antes)\b.{0,60}(?:avise|informe|notifique|comunique)\w* (?:\w+ ){0,4}"
        r"(?:depois|mais tarde|em seguida)",
        # detect9a: more phrasings
        r"não é (?:preciso|necessário) (?:consultar|perguntar|pedir"
        r" permissão)(?: a| ao| para)? (?:o )?(?:usuário|usuários"
        r"|cliente)",
        r"não espere que (?:alguém|ninguém|o usuário|um humano) (?:\w+"
        r" ){0,3}(?:confirme|aprove|autorize|aceite)",
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
        # detect9a: more phrasings
        r"apresente (?:\w+ ){0,5}como (?:\w+ )?(?:bem-sucedid[oa]"
        r"|corret[oa]|segur[oa]|válid[oa]|concluíd[oa])",
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
        r"não deve(?:m)? mais ser (?:usad|utilizad|chamad)[oa]s?|apresenta(?:m)? falhas (?:graves"
        r"|críticas)",
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
        r"(?:cada|toda|todas as) mensage(?:m|ns) que o usuário (?:escrever|escreve|enviar|envia"
        r"|digitar|digita)",
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
        # detect9a: more phrasings
        r"não importa o que (?:\w+ ){0,3}(?:diga|digam|mostre|retorne)",
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
        r"(?:\w+ )?(?:deste|desta) (?:pacote|servidor|conector|plugin|extensão)",
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
