// Common English given-name nicknames, written for Switchboard: each line is a formal name, then the
// names people commonly go by instead. Two names on one line are treated as the same given name.

const NICKNAME_LINES = `
abigail: abby abbie gail
abraham: abe bram
alan: al
albert: al bert bertie
alexander: alex alec alexis sandy xander lex
alexandra: alex alexa sandra sandy lexi
alfred: al alf alfie fred freddie
alice: ally allie
allison: ally allie
amanda: mandy manda
andrew: andy drew
angela: angie
anthony: tony ant
antonia: toni
arnold: arnie
arthur: art artie
barbara: barb barbie babs
barnabas: barney
benjamin: ben benny benji
bernard: bernie barney
beverly: bev
bradley: brad
bridget: biddy bridie
calvin: cal
cameron: cam
caroline: carrie carol lina
carolyn: carrie carol
catherine: cathy cat kate katie kathy cate
cassandra: cassie sandra
charles: charlie chuck chas chaz
charlotte: charlie lottie lotte
christina: chris tina chrissy
christine: chris tina chrissy
christopher: chris kit topher
clarence: clare
clifford: cliff
cornelius: neil connie
cynthia: cindy
daniel: dan danny
danielle: dani
david: dave davy davey
deborah: debbie deb debra
dennis: denny
dolores: lola dee
donald: don donnie
dorothy: dot dottie dolly dora
douglas: doug
edward: ed eddie ned ted teddy
edwin: ed eddie
eleanor: ellie nora elle nell nellie
elizabeth: liz beth betty betsy libby lizzie eliza elsie bess bessie lisa
emily: em emmy millie
emma: em emmy
eugene: gene
evelyn: eve evie
ezekiel: zeke
florence: flo flossie
frances: fran fanny frankie
francis: frank frankie fran
frank: frankie
franklin: frank
frederick: fred freddie fritz
gabriel: gabe
gabrielle: gabby gabi
geoffrey: geoff jeff
gerald: gerry jerry
geraldine: gerry
gertrude: gertie trudy
gilbert: gil bert
gregory: greg
harold: harry hal
harriet: hattie
helen: nell nellie
henry: harry hank hal
herbert: herb bert
howard: howie
isaac: ike
isabel: izzy bella belle isa
isabella: izzy bella belle
jacob: jake jack
jacqueline: jackie
james: jim jimmy jamie jem
jane: janie jenny
janet: jan
jeffrey: jeff
jennifer: jen jenny jenn
jeremiah: jerry
jeremy: jerry
jessica: jess jessie
joanna: jo
john: jack johnny jon
jonathan: jon jonny nathan
joseph: joe joey jo
josephine: jo josie
joshua: josh
judith: judy jude
julia: julie
katherine: kate katie kathy kat kit kay
kathleen: kathy kate katie
kenneth: ken kenny
kimberly: kim
lawrence: larry laurie
leonard: leo len lenny
leslie: les
lillian: lily lil lillie
louis: lou louie
louise: lou lulu
lucille: lucy lu
lucinda: lucy cindy
margaret: maggie meg peggy marge margie madge greta daisy
marjorie: marge margie
martha: marty mattie patty
martin: marty
mary: molly polly mamie mae
matilda: tilly tilda mattie
matthew: matt matty
maureen: mo
maxwell: max
melissa: mel missy lissa
michael: mike mikey mick mickey
michelle: shelly
mitchell: mitch
nancy: nan
natalie: nat nattie
nathan: nat nate
nathaniel: nat nate nathan
nicholas: nick nicky nico
nicole: nicky nikki
norman: norm
oliver: ollie
pamela: pam
patricia: pat patty trish tricia
patrick: pat paddy
penelope: penny
peter: pete
philip: phil pip
phillip: phil
priscilla: cilla prissy
rachel: rae
raymond: ray
rebecca: becky becca
reginald: reg reggie
richard: rick ricky dick rich richie
robert: rob bob bobby robbie bert
roberta: bobbie robbie
rodney: rod
ronald: ron ronnie
rosalind: ros roz
rose: rosie
rosemary: rosie
russell: russ
samantha: sam sammy
samuel: sam sammy
sarah: sally sadie
stanley: stan
stephanie: steph stevie
stephen: steve stevie
steven: steve stevie
stuart: stu
susan: sue susie suzy
suzanne: sue suzy
terence: terry
teresa: terry tess tessa
theodore: ted teddy theo
thomas: tom tommy
timothy: tim timmy
valerie: val
victoria: vicky tori
vincent: vince vinny
virginia: ginny ginger
walter: walt wally
wendy: wen
william: will bill billy willie liam
winifred: winnie freda
zachary: zach zack
`;

/**
 * Groups of given names that refer to the same person: the formal name first.
 *
 * @example
 *   ENGLISH_NICKNAME_GROUPS.find((g) => g[0] === 'robert') // ['robert', 'rob', 'bob', ...]
 */
export const ENGLISH_NICKNAME_GROUPS: readonly (readonly string[])[] = NICKNAME_LINES.trim()
  .split('\n')
  .map((line) => line.replace(':', '').split(/\s+/).filter(Boolean));
