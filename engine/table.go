// Package engine is Larder's built-in model: a hand-written ingredient table, an
// ingredient-line parser, recipe generation and the recipe transforms. Everything here
// is a pure function of its input: no I/O, no clock, and randomness only from seeds
// derived from the input.
package engine

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Fact is a dietary or allergen fact about an ingredient, as a bit set.
type Fact uint32

// Facts an ingredient may carry.
const (
	FactWheat Fact = 1 << iota
	FactGluten
	FactDairy
	FactEgg
	FactTreeNut
	FactPeanut
	FactSoy
	FactSesame
	FactFish
	FactShellfish
	FactPork
	FactAlcohol
	FactAnimal // an animal product that is not meat, fish, dairy or egg (honey)
	FactGelatin
	FactMeat
	FactPoultry
	FactGrain
	FactLegume
	FactRefined
	FactStaple
	FactBone      // bought on the bone: cooked in its pieces, never cut up at home
	FactNotKosher // a meat kosher law forbids that is not pork (rabbit)
	FactPotato    // the white potato and what is made of it, which paleo leaves out (not the sweet potato)
	FactRennet    // a cheese whose protected recipe sets the milk with calf's rennet (parmesan, pecorino)
)

var factNames = map[string]Fact{
	"wheat": FactWheat, "gluten": FactGluten, "dairy": FactDairy, "egg": FactEgg,
	"treenut": FactTreeNut, "peanut": FactPeanut, "soy": FactSoy, "sesame": FactSesame,
	"fish": FactFish, "shellfish": FactShellfish, "pork": FactPork, "alcohol": FactAlcohol,
	"animal": FactAnimal, "gelatin": FactGelatin, "meat": FactMeat, "poultry": FactPoultry,
	"grain": FactGrain, "legume": FactLegume, "refined": FactRefined, "staple": FactStaple,
	"bone": FactBone, "notkosher": FactNotKosher, "potato": FactPotato, "rennet": FactRennet,
}

// Role is what an ingredient can do in a dish, as a bit set.
type Role uint32

// Cooking roles.
const (
	RoleProtein Role = 1 << iota
	RoleStarch
	RoleVegetable
	RoleAromatic
	RoleFat
	RoleAcid
	RoleHerb
	RoleSpice
	RoleLiquid
	RoleGarnish
	RoleSauce
	RoleSweetener
	RoleFruit
	RoleCheese
	RoleBaking
)

var roleNames = map[string]Role{
	"protein": RoleProtein, "starch": RoleStarch, "vegetable": RoleVegetable, "aromatic": RoleAromatic,
	"fat": RoleFat, "acid": RoleAcid, "herb": RoleHerb, "spice": RoleSpice, "liquid": RoleLiquid,
	"garnish": RoleGarnish, "sauce": RoleSauce, "sweetener": RoleSweetener, "fruit": RoleFruit,
	"cheese": RoleCheese, "baking": RoleBaking,
}

// Categories are the pantry categories of the contract, in its order.
var Categories = []string{"produce", "herbs", "meat", "poultry", "seafood", "dairy", "eggs",
	"bakery", "grains-pasta", "legumes", "canned-jarred", "condiments-sauces", "spices-seasonings",
	"oils-vinegars", "baking", "nuts-seeds", "sweeteners", "frozen", "beverages", "snacks", "other"}

// Nutrients are the nutrition figures of the contract; per 100 g in the table.
type Nutrients struct {
	Kcal    float64 `json:"calories_kcal"`
	Protein float64 `json:"protein_g"`
	Fat     float64 `json:"fat_g"`
	SatFat  float64 `json:"saturated_fat_g"`
	Carbs   float64 `json:"carbohydrates_g"`
	Fiber   float64 `json:"fiber_g"`
	Sugar   float64 `json:"sugar_g"`
	Sodium  float64 `json:"sodium_mg"`
}

// Ingredient is one food of the table.
type Ingredient struct {
	Name       string
	Aliases    []string
	Category   string
	USDA       string             // SR NDB_No the values were checked against, "" when none
	Units      map[string]float64 // grams per unit
	Per100g    Nutrients          // after the fields with pointers: the collector reads no further
	PricePerKg float64
	Facts      Fact
	Roles      Role
	id         int // its place in the table, for sets indexed by food
	// unitG holds Units of fastUnits (0 where absent) once the table is read
	// (unitsFixed): the units a recipe measures by are read without a map lookup.
	unitG      [len(fastUnits)]float64
	unitsFixed bool
}

// fastUnits are the units most asked of UnitGrams, held in each food's unitG.
var fastUnits = [...]string{"piece", "tbsp", "tsp", "cup", "slice", "can", "sheet", "clove"}

// fastUnit is unit's place in fastUnits, or -1.
func fastUnit(unit string) int {
	switch unit {
	case "piece":
		return 0
	case "tbsp":
		return 1
	case "tsp":
		return 2
	case "cup":
		return 3
	case "slice":
		return 4
	case "can":
		return 5
	case "sheet":
		return 6
	case "clove":
		return 7
	}
	return -1
}

// fixUnits copies the food's fastUnits into unitG; Units is never written after.
func (in *Ingredient) fixUnits() {
	for k, u := range fastUnits {
		in.unitG[k] = in.Units[u]
	}
	in.unitsFixed = true
}

// Has reports whether the ingredient carries fact f.
func (in *Ingredient) Has(f Fact) bool { return in.Facts&f != 0 }

// Is reports whether the ingredient can play role r.
func (in *Ingredient) Is(r Role) bool { return in.Roles&r != 0 }

// UnitGrams returns the weight of one unit of the ingredient, if known.
func (in *Ingredient) UnitGrams(unit string) (float64, bool) {
	if k := fastUnit(unit); k >= 0 && in.unitsFixed {
		g := in.unitG[k]
		return g, g > 0
	}
	g, ok := in.Units[unit]
	return g, ok && g > 0
}

//go:embed data/ingredients.txt
var tableText string

//go:embed data/generic.txt
var genericText string

// table is the parsed ingredient table; index finds an ingredient by any of its names;
// generic resolves a word that names no one food ("beef", "cheese") to a representative
// one, with a note that says so.
var (
	table   = mustParseTable(tableText)
	index   = buildIndex(table)
	generic = mustParseGeneric(genericText)
)

// genericFood is what a generic word stands for, and the note a line carries for it.
type genericFood struct {
	in   *Ingredient
	note string
	word string // the generic word itself
	own  bool   // a food of its own weighed as another: the recipe names it as the cook does
}

func mustParseGeneric(text string) map[string]genericFood {
	out := map[string]genericFood{}
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "|")
		if len(f) != 3 && (len(f) != 4 || strings.TrimSpace(f[3]) != "own") {
			panic(fmt.Sprintf("generic.txt line %d: want 3 fields (and \"own\"), got %d", n+1, len(f)))
		}
		word, food := normalizeName(f[0]), strings.TrimSpace(f[1])
		in, ok := index[normalizeName(food)]
		if !ok {
			panic(fmt.Sprintf("generic.txt line %d: %q is not in the table", n+1, food))
		}
		if _, dup := out[word]; dup {
			panic(fmt.Sprintf("generic.txt line %d: %q listed twice", n+1, word))
		}
		out[word] = genericFood{in: in, note: strings.TrimSpace(f[2]), word: word, own: len(f) == 4}
	}
	return out
}

// lookupGeneric finds a generic word (any case, singular or plural) and what it stands for.
func lookupGeneric(name string) (genericFood, bool) {
	var buf [3]string
	for _, k := range appendNameForms(buf[:0], normalizeName(name)) {
		if g, ok := generic[k]; ok {
			return g, true
		}
	}
	return genericFood{}, false
}

// Table returns every ingredient of the built-in table, in table order.
func Table() []*Ingredient { return table }

func mustParseTable(text string) []*Ingredient {
	out, err := parseTable(text)
	if err != nil {
		panic(err)
	}
	return out
}

func parseTable(text string) ([]*Ingredient, error) {
	var out []*Ingredient
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		in, err := parseTableLine(line)
		if err != nil {
			return nil, fmt.Errorf("ingredients.txt line %d: %w", n+1, err)
		}
		in.id = len(out)
		out = append(out, in)
	}
	return out, nil
}

func parseTableLine(line string) (*Ingredient, error) {
	f := strings.Split(line, "|")
	if len(f) != 9 {
		return nil, fmt.Errorf("want 9 fields, got %d", len(f))
	}
	for i := range f {
		f[i] = strings.TrimSpace(f[i])
	}
	in := &Ingredient{Name: f[0], Category: f[2], Units: map[string]float64{}}
	if !validCategory(in.Category) {
		return nil, fmt.Errorf("%s: unknown category %q", in.Name, in.Category)
	}
	for _, a := range strings.Split(f[1], ",") {
		if a = strings.TrimSpace(a); a != "" {
			in.Aliases = append(in.Aliases, a)
		}
	}
	if f[3] != "-" {
		in.USDA = f[3]
	}
	var nums [8]float64
	fields := strings.Fields(f[4])
	if len(fields) != 8 {
		return nil, fmt.Errorf("%s: want 8 nutrient values, got %d", in.Name, len(fields))
	}
	for i, s := range fields {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return nil, fmt.Errorf("%s: nutrient %q: %w", in.Name, s, err)
		}
		nums[i] = v
	}
	in.Per100g = Nutrients{nums[0], nums[1], nums[2], nums[3], nums[4], nums[5], nums[6], nums[7]}
	for _, u := range strings.Fields(f[5]) {
		k, v, ok := strings.Cut(u, "=")
		g, err := strconv.ParseFloat(v, 64)
		if !ok || err != nil {
			return nil, fmt.Errorf("%s: unit %q", in.Name, u)
		}
		in.Units[k] = g
	}
	if cup, ok := in.Units["cup"]; ok {
		if _, ok := in.Units["tbsp"]; !ok {
			in.Units["tbsp"] = cup / 16
		}
		if _, ok := in.Units["tsp"]; !ok {
			in.Units["tsp"] = in.Units["tbsp"] / 3
		}
	}
	in.fixUnits()
	price, err := strconv.ParseFloat(f[6], 64)
	if err != nil {
		return nil, fmt.Errorf("%s: price %q", in.Name, f[6])
	}
	in.PricePerKg = price
	for _, w := range strings.Fields(f[7]) {
		fact, ok := factNames[w]
		if !ok {
			return nil, fmt.Errorf("%s: unknown fact %q", in.Name, w)
		}
		in.Facts |= fact
	}
	in.Facts |= categoryFacts(in.Category, in.Facts)
	for _, w := range strings.Fields(f[8]) {
		r, ok := roleNames[w]
		if !ok {
			return nil, fmt.Errorf("%s: unknown role %q", in.Name, w)
		}
		in.Roles |= r
	}
	return in, nil
}

// categoryFacts are the facts a category implies.
func categoryFacts(category string, own Fact) Fact {
	switch category {
	case "meat":
		return FactMeat
	case "poultry":
		return FactPoultry
	case "seafood":
		if own&FactShellfish != 0 {
			return 0
		}
		return FactFish
	case "dairy":
		return FactDairy
	case "eggs":
		return FactEgg
	}
	return 0
}

func validCategory(c string) bool {
	for _, k := range Categories {
		if k == c {
			return true
		}
	}
	return false
}

// buildIndex maps every normalised name and alias (and their singular forms) to its
// ingredient. A name claimed twice keeps its first owner, as table order is priority.
func buildIndex(t []*Ingredient) map[string]*Ingredient {
	idx := make(map[string]*Ingredient, len(t)*4)
	add := func(name string, in *Ingredient) {
		for i, k := range nameForms(normalizeName(name)) {
			if i > 0 && cookVerbs[k] {
				continue // "fries" are chips, but "fry for a minute" names no food
			}
			if _, taken := idx[k]; !taken {
				idx[k] = in
			}
		}
	}
	for _, in := range t {
		add(in.Name, in)
	}
	for _, in := range t {
		for _, a := range in.Aliases {
			add(a, in)
		}
	}
	return idx
}

// cookVerbs are the singulars of a food's plural that a step uses as a verb: they are
// never read as the food.
var cookVerbs = map[string]bool{"fry": true}

// Lookup finds the ingredient called name (any alias, singular or plural, any case), or
// the food a generic word stands for.
func Lookup(name string) (*Ingredient, bool) {
	if in, ok := index[name]; ok {
		return in, true // already in normal form, as the package's own names are
	}
	var buf [3]string
	for _, k := range appendNameForms(buf[:0], normalizeName(name)) {
		if in, ok := index[k]; ok {
			return in, true
		}
	}
	if g, ok := lookupGeneric(name); ok {
		return g.in, true
	}
	return nil, false
}

// mustLookup is for names written in this package's own data.
func mustLookup(name string) *Ingredient {
	in, ok := Lookup(name)
	if !ok {
		panic("engine: unknown ingredient " + name)
	}
	return in
}

var accentFolder = newPhrases("á", "a", "à", "a", "â", "a", "ä", "a", "ã", "a", "é", "e", "è", "e",
	"ê", "e", "ë", "e", "í", "i", "î", "i", "ï", "i", "ó", "o", "ô", "o", "ö", "o", "ú", "u", "û", "u", "ü", "u",
	"ñ", "n", "ç", "c", "’", "'", "‘", "'")

var wordJoiners = newPhrases("-", " ", "_", " ")

// normalizeName lower-cases, folds accents, and treats hyphens and underscores as spaces.
func normalizeName(s string) string {
	if isNormalName(s) {
		return foldSpelling(s)
	}
	s = accentFolder.Replace(lowered(s))
	s = wordJoiners.Replace(s)
	words := strings.Fields(s)
	for i, w := range words {
		words[i] = strings.TrimRight(w, "'") // "confectioners' sugar"
	}
	return foldSpelling(strings.Join(words, " "))
}

// spellings folds the British and Australian spellings of a food onto the table's:
// "chilli powder", "red chillies", "greek yoghurt", "pitta bread".
var spellings = newPhrases("chilli", "chili", "yoghurt", "yogurt", "pitta", "pita")

// foldSpelling applies spellings to a normal name; most names have none of them.
func foldSpelling(s string) string {
	if mayFoldSpelling(s) && (strings.Contains(s, "chilli") || strings.Contains(s, "yoghurt") || strings.Contains(s, "pitta")) {
		return spellings.Replace(s)
	}
	return s
}

// mayFoldSpelling reports whether s holds "ll", "gh" or "tt", one of which each of
// spellings' words holds: false is certain, in one pass over a short name rather
// than three searches.
func mayFoldSpelling(s string) bool {
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case 'l', 'h', 't':
			if p := s[i-1]; p == s[i] && p != 'h' || p == 'g' && s[i] == 'h' {
				return true
			}
		}
	}
	return false
}

// isNormalName reports whether normalizeName would return s as it is: lower-case ASCII
// words with single spaces between them, nothing to fold or trim.
func isNormalName(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= utf8.RuneSelf, 'A' <= c && c <= 'Z', c == '-', c == '_', c == '\'':
			return false
		case c <= ' ':
			if c != ' ' || i == 0 || i == len(s)-1 || s[i-1] == ' ' {
				return false
			}
		}
	}
	return true
}

// nameForms returns s and the singular forms of its last word.
func nameForms(s string) []string { return appendNameForms(nil, s) }

// appendNameForms appends nameForms(s) to forms. There are at most three: a caller
// that passes a [3]string's slice keeps them off the heap.
func appendNameForms(forms []string, s string) []string {
	forms = append(forms, s)
	head, w := "", s
	if i := strings.LastIndexByte(s, ' '); i >= 0 {
		head, w = s[:i+1], s[i+1:]
	}
	switch {
	case strings.HasSuffix(w, "chilies") || strings.HasSuffix(w, "chillies"):
		forms = append(forms, head+w[:len(w)-2]) // "chillies" are chillis, not "chilly"
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		forms = append(forms, head+w[:len(w)-3]+"y")
	case strings.HasSuffix(w, "ves") && len(w) > 4:
		forms = append(forms, head+w[:len(w)-3]+"f", head+w[:len(w)-1])
	case strings.HasSuffix(w, "oes"), strings.HasSuffix(w, "ches"), strings.HasSuffix(w, "shes"),
		strings.HasSuffix(w, "sses"), strings.HasSuffix(w, "xes"):
		forms = append(forms, head+w[:len(w)-2], head+w[:len(w)-1])
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && len(w) > 3:
		forms = append(forms, head+w[:len(w)-1])
	}
	return forms
}
