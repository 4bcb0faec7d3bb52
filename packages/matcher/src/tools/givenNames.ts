// Common given names, written for Switchboard: enough of the usual ones (English, Spanish, Portuguese, French,
// Italian, German, Dutch) that a column of people's full names shows several in any sample of its cells.
import { ENGLISH_NICKNAME_GROUPS } from '../aliases/englishNicknames.js';

const GIVEN_NAME_LINES = `
aaron adam adrian aiden alan alex alexis ali alicia alison amber amy ana andrea andres angel anna anne annie april
ashley austin barry ben benjamin beth betty billy bob bobby bonnie brandon brenda brian brittany bruce bryan
caitlin carl carlos carmen carol carrie cathy chad charlie chelsea chris christian cindy claire colin connor craig
crystal curtis dale dan dana danny darren dave dean debbie denise derek diana diane dominic don donna dylan
earl eddie edgar eileen elaine ella ellen emma eric erica erin ethan eva evan fiona frank fred gary gavin
gemma george gina glenn gloria gordon grace graham grant greg hannah heather holly ian irene jack jackie jake jamie
jason jean jeff jenny jerry jesse jesus jill jim jimmy joan joe joel johnny jon jordan jorge jose joyce
juan judy julie justin karen karl kate katie kathy kay keith kelly ken kevin kim kyle laura lauren leah lee leo
leon liam lily linda lisa liz logan lori lucas lucy luis luke lynn madison marc marcus maria marie mario mark marsha
matt megan melanie mia miguel mike molly monica nadia neil nick nina noah noel norma olivia omar oscar owen paige
paul paula pauline pedro peggy phil rachel ralph randy rebecca renee rick ricky rita robin roger ron
ross roy ruby russ ruth ryan sally sam sandra sara scott sean seth shane shannon sharon shawn sheila shirley simon
sofia sophia sophie stacy stella steve sue susie tanya tara ted teresa terry tessa tim tina todd tom tony tracy
travis trevor troy tyler vanessa vera vicky victor wade wayne wesley zoe
alejandro alvaro antonio beatriz camila carla catalina cristina diego dolores eduardo elena emilio enrique
esteban fernando francisco gabriela guadalupe guillermo ignacio isabel javier joaquin josefa julia
julio lorena lucia luisa manuel marcos margarita mariana marta martin mercedes natalia pablo
paola pilar rafael ramon raul ricardo roberto rocio rosa salvador santiago sergio silvia valentina
vicente ximena joao tiago goncalo rodrigo duarte ines leonor
alain amelie andre antoine aurelie benoit bernard camille celine chantal christophe claude daniel denis dominique
emilie etienne fabien florian francois frederic gerard guillaume helene isabelle jacques jeanne jerome
julien laurent lea louis lucie manon marcel margaux mathieu michel nathalie nicolas olivier pascal philippe
pierre rene sebastien simone stephane sylvie thierry thomas valerie vincent yves
alessandro alessia angelo chiara claudio davide elisa enrico federica federico francesca
francesco gianluca giorgio giovanni giulia giuseppe lorenzo luca marco matteo paolo roberta
salvatore stefano vittoria
andreas anja anke birgit bernd dieter dirk elke franz friedrich gerhard gisela gunter hans heike heinz helga
helmut horst ingrid jens jurgen karin katharina klaus kurt lukas manfred markus martina matthias michael
monika nicole peter petra rainer ralf renate sabine stefan susanne torsten udo ulrich ursula uwe
werner wolfgang
anouk bram daan fenna femke jeroen joost kees lars lotte maarten niels pieter ruud sander sanne thijs wouter
`;

/** Lower-case, accents off. */
export const GIVEN_NAMES: ReadonlySet<string> = new Set([
...GIVEN_NAME_LINES.trim().split(/\s+/),
// The nickname table's formal names; its nicknames include words (will, art, drew) that are no sign of a person.
...ENGLISH_NICKNAME_GROUPS.map((group) => group[0] ?? ''),
].filter((name) => name !== ''));
