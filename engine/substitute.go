package engine

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
)

// Substitute is one stand-in for an ingredient: how much to use for each unit of the
// original, how it behaves, and its diet and allergen facts.
type Substitute struct {
	Name        string   `json:"name"`
	Ratio       float64  `json:"ratio"`
	Notes       string   `json:"notes"`
	SuitableFor []string `json:"suitable_for"`
	Allergens   []string `json:"allergens"`
}

type subIdea struct {
	name  string
	ratio float64
	notes string
}

// substituteIdeas are what cooks reach for, best first.
var substituteIdeas = map[string][]subIdea{
	// Orzo boils as pasta: only a pasta takes its place in the same minutes (wild rice,
	// nearest in make-up, would need 45).
	"orzo": {{"macaroni", 1, "small pasta of the same dough; boils in about the same time"},
		{"gluten-free pasta", 1, "gluten-free; small shapes boil in about the same time: check the packet"}},
	// A bake or a crumble takes a solid fat or a neutral one, never olive oil's taste
	// (review 36 #33, #39): subHow keeps each to the uses it suits.
	"butter": {{"margarine", 1, "a dairy-free baking block or spread (vegan block butter, if the label says vegan): swaps one for one in pastry, crumbles, cakes and batters"},
		{"olive oil", 0.75, "for sautéing and roasting; use 3/4 the weight"}, {"coconut oil", 1, "solid like butter, good in baking; faint coconut taste"},
		{"ghee", 0.9, "nutty and rich; dairy proteins mostly removed"}, {"vegetable oil", 0.75, "neutral (sunflower or canola); for batters, cakes and cooking, not spreading"}},
	"egg": {{"flaxseed", 0.17, "1 tbsp ground flaxseed + 3 tbsp water per egg, rested 5 minutes; binds a bake, a loaf or meatballs"},
		{"chia seeds", 0.2, "1 tbsp chia + 3 tbsp water per egg; binds"}, {"silken tofu", 1.3, "1/4 cup blended smooth per egg; makes a creamy sauce, a set custard or a dense bake"},
		{"banana", 1.1, "1/4 cup mashed per egg; sweet bakes only"}, {"tofu", 1.2, "crumbled firm tofu with a pinch of turmeric; for scrambles, frittatas and omelettes"},
		{"milk", 0.6, "for an egg wash or a dip before breadcrumbs"}, {"oat milk", 0.6, "for a dairy-free wash or dip before breadcrumbs; gluten-free only if the carton says certified gluten-free"}},
	"egg yolk":  {{"silken tofu", 1.3, "blended smooth; makes a creamy sauce or custard without eggs"}},
	"egg white": {{"flaxseed", 0.35, "1 tbsp ground flaxseed + 3 tbsp water per white; binds, does not whip"}},
	"milk": {{"oat milk", 1, "creamy and neutral; gluten-free only if the carton says certified gluten-free"}, {"soy milk", 1, "closest protein to cow's milk"}, {"almond milk", 1, "thin and light"},
		{"coconut milk", 0.5, "thin half-and-half with water; rich"}},
	"heavy cream": {{"coconut milk", 1, "full-fat, from the can; thickens sauces"}, {"evaporated milk", 1, "lighter; do not boil hard"},
		{"greek yogurt", 1, "stir in off the heat so it does not split"}},
	"sour cream":   {{"greek yogurt", 1, "same tang, far less fat"}, {"cottage cheese", 1, "blended smooth"}, {"coconut yogurt", 1, "dairy-free and vegan; as tangy"}, {"coconut milk", 0.75, "dairy-free; thinner"}},
	"greek yogurt": {{"yogurt", 1, "thinner; strain it in a sieve lined with a paper towel for 30 minutes to thicken it"}, {"sour cream", 1, "richer"}, {"coconut yogurt", 1, "dairy-free and vegan"}, {"coconut milk", 0.75, "dairy-free; thinner"}},
	"yogurt":       {{"greek yogurt", 1, "thicker"}, {"sour cream", 1, "richer"}, {"coconut yogurt", 1, "dairy-free and vegan"}, {"coconut milk", 0.75, "dairy-free"}},
	"buttermilk": {{"milk", 1, "with 1 tbsp lemon juice per cup, rested 5 minutes"}, {"yogurt", 1, "thinned with a little milk"},
		{"soy milk", 1, "soured with 1 tbsp lemon juice or white vinegar per cup, rested 5 minutes until it thickens; vegan"},
		{"oat milk", 1, "soured with 1 tbsp lemon juice or white vinegar per cup, rested 5 minutes; vegan, a little thinner; gluten-free only if the carton says certified gluten-free"}},
	"cream cheese": {{"ricotta", 1, "softer and lighter"}, {"greek yogurt", 1, "strained in a sieve lined with a paper towel for an hour to thicken it"},
		{"silken tofu", 1, "blended smooth with a squeeze of lemon and a pinch of salt; vegan"}, {"coconut yogurt", 1, "strained for an hour to thicken it; vegan"}},
	"ghee": {{"butter", 1, "ghee is butter with its milk solids cooked off; cook it below smoking heat"}, {"coconut oil", 1, "vegan; takes high heat like ghee"},
		{"vegetable oil", 1, "vegan; neutral"}},
	"all-purpose flour": {{"whole wheat flour", 1, "denser, nuttier"}, {"gluten-free flour", 1, "gluten-free; a blend with a binder bakes most like it"}, {"rice flour", 0.9, "gluten-free; crisper"},
		{"almond flour", 1, "gluten-free; moist and rich, does not rise the same"}, {"chickpea flour", 0.9, "gluten-free; savoury uses"}},
	"breadcrumbs": {{"panko", 1, "crunchier"}, {"rolled oats", 1, "pulsed; gluten-free if the oats are"}, {"almond flour", 0.75, "gluten-free coating"}},
	"soy sauce":   {{"tamari", 1, "gluten-free soy sauce"}, {"coconut aminos", 1.3, "soy- and gluten-free; sweeter, less salty"}, {"fish sauce", 0.5, "saltier and funkier; use half"}},
	"fish sauce": {{"soy sauce", 1, "the same amount, salty and savoury without fish; for fish sauce's depth add a pinch of crumbled nori or a splash of the soaking water of dried shiitake"},
		{"tamari", 1, "the same amount; gluten-free; a pinch of crumbled nori brings back the sea"}, {"coconut aminos", 2, "twice as much, as it is sweeter and far less salty; soy-free"}},
	"oyster sauce":  {{"hoisin sauce", 1, "sweeter"}, {"soy sauce", 0.75, "with a pinch of sugar"}},
	"sugar":         {{"honey", 0.75, "sweeter; reduce other liquid a little"}, {"maple syrup", 0.75, "vegan; reduce other liquid a little"}, {"coconut sugar", 1, "caramel notes"}},
	"honey":         {{"maple syrup", 1, "vegan"}, {"agave syrup", 1, "vegan; neutral"}, {"brown sugar", 1.25, "dissolve in a little water"}},
	"white wine":    {{"vegetable broth", 1, "with 1 tsp white wine vinegar per cup"}, {"chicken broth", 1, "with a squeeze of lemon"}},
	"red wine":      {{"beef broth", 1, "with 1 tsp red wine vinegar per cup"}, {"vegetable broth", 1, "with a splash of balsamic vinegar"}},
	"chicken broth": {{"vegetable broth", 1, "vegetarian"}, {"water", 1, "with extra seasoning; lower in sodium"}},
	"beef broth":    {{"vegetable broth", 1, "with a dash of soy sauce for depth"}, {"chicken broth", 1, "lighter"}},
	"parmesan":      {{"pecorino", 1, "saltier and sharper"}, {"vegetarian hard cheese", 1, "the same style set with microbial rennet: the label says vegetarian"}, {"nutritional yeast", 0.5, "dairy-free savoury flavour"}},
	"cheddar":       {{"monterey jack", 1, "milder, melts well"}, {"gouda", 1, "nutty"}, {"nutritional yeast", 0.3, "dairy-free"}},
	"mozzarella":    {{"provolone", 1, "sharper"}, {"monterey jack", 1, "melts well"}},
	"feta":          {{"goat cheese", 1, "creamier"}, {"queso fresco", 1, "milder"}, {"tofu", 1, "crumbled with salt and lemon; dairy-free"}},
	"queso fresco": {{"feta", 1, "saltier; crumble it the same way"}, {"tofu", 1, "firm tofu crumbled with salt and a squeeze of lime; dairy-free"},
		{"avocado", 1, "diced, for the creaminess on top; dairy-free"}},
	"goat cheese":           {{"feta", 1, "saltier, firmer"}, {"cream cheese", 1, "milder"}, {"tofu", 1, "firm tofu mashed with lemon and salt; dairy-free"}},
	"ricotta":               {{"cottage cheese", 1, "blended smooth"}, {"tofu", 1, "firm tofu mashed with lemon and salt; dairy-free"}},
	"chicken breast":        {{"chicken thigh", 1, "juicier, cheaper; a few minutes longer"}, {"turkey breast", 1, "lean"}, {"tofu", 1, "pressed; vegan"}, {"chickpeas", 1, "vegan; add at the end"}},
	"lemon":                 {{"lime", 1, "same sharpness; a little more floral"}},
	"lime":                  {{"lemon", 1, "same sharpness"}},
	"crushed tomatoes":      {{"canned diced tomatoes", 1, "mash or blend them for a smoother sauce"}, {"tomato sauce", 1, "smoother and thinner"}, {"tomato", 1.2, "fresh, chopped; simmer 10 minutes longer"}},
	"canned diced tomatoes": {{"crushed tomatoes", 1, "smoother"}, {"tomato", 1.2, "fresh, chopped; simmer 10 minutes longer"}, {"tomato sauce", 1, "smooth"}},
	"tomato sauce":          {{"crushed tomatoes", 1, "chunkier"}, {"marinara sauce", 1, "seasoned already; salt less"}},
	"tomato":                {{"canned diced tomatoes", 0.9, "drained; for cooking, not for salads"}, {"cherry tomato", 1, "halved; sweeter"}},
	"black pepper":          {{"white pepper", 1, "milder, no dark specks"}, {"red pepper flakes", 0.5, "hotter; half as much"}, {"cayenne", 0.25, "far hotter; a quarter as much"}},
	"chicken drumstick":     {{"chicken thigh", 1, "bone-in thighs cook in the same time"}, {"chicken wings", 1, "smaller; a few minutes less"}},
	"chicken wings":         {{"chicken drumstick", 1, "meatier; a few minutes longer"}, {"chicken thigh", 1, "bone-in; a few minutes longer"}},
	"chicken thigh":         {{"chicken breast", 1, "leaner; cook a few minutes less"}, {"tofu", 1, "pressed; vegan"}, {"chickpeas", 1, "vegan"}},
	"ground beef":           {{"ground turkey", 1, "leaner"}, {"brown lentils", 0.5, "dry weight; vegan, simmer 25 minutes"}, {"mushroom", 1.2, "finely chopped; vegan"}},
	"ground pork":           {{"ground chicken", 1, "leaner; halal and kosher"}, {"ground turkey", 1, "leaner"}},
	"bacon":                 {{"smoked paprika", 0.02, "1/2 tsp for the smoky taste; vegan"}, {"ham", 1, "less fat"}, {"pastrami", 1, curedBeef}},
	"pancetta":              {{"bacon", 1, "smoked streaky bacon, diced; crisps the same way"}, {"pastrami", 1, curedBeef}},
	"shrimp":                {{"tofu", 1, "pressed; vegan and shellfish-free"}, {"chicken breast", 1, "shellfish-free"}, {"cod", 1, "fish, not shellfish"}},
	"salmon":                {{"trout", 1, "similar oily fish"}, {"cod", 1, "leaner white fish"}, {"tofu", 1, "vegan"}},
	"white rice":            {{"brown rice", 1, "more fibre; 35 minutes"}, {"quinoa", 1, "more protein; 15 minutes"}, {"cauliflower", 2.2, "riced; low-carb"}},
	"spaghetti":             {{"gluten-free pasta", 1, "gluten-free"}, {"whole wheat pasta", 1, "more fibre"}, {"zucchini", 3.5, "spiralized; low-carb"}},
	"penne":                 {{"gluten-free pasta", 1, "gluten-free"}, {"whole wheat pasta", 1, "more fibre"}},
	"flour tortilla":        {{"corn tortilla", 1, "gluten-free"}, {"romaine lettuce", 0.5, "as wraps; low-carb"}},
	"peanut butter":         {{"almond butter", 1, "peanut-free"}, {"sunflower seed butter", 1, "nut-free"}, {"tahini", 1, "nut-free; sesame"}},
	"peanuts":               {{"sunflower seeds", 1, "nut-free crunch"}, {"pumpkin seeds", 1, "nut-free"}, {"cashews", 1, "tree nut"}},
	"almonds":               {{"sunflower seeds", 1, "nut-free"}, {"pumpkin seeds", 1, "nut-free"}},
	"walnuts":               {{"pecans", 1, "sweeter"}, {"sunflower seeds", 1, "nut-free"}},
	"pine nuts":             {{"sunflower seeds", 1, "nut-free, cheaper"}, {"walnuts", 1, "chopped"}},
	"sesame oil":            {{"vegetable oil", 1, "sesame-free; less aroma"}, {"peanut oil", 1, "nutty"}},
	"tahini":                {{"sunflower seed butter", 1, "sesame-free; a little sweeter"}, {"almond butter", 1, "sesame-free; milder"}, {"greek yogurt", 1, "for dressings, not hummus"}},
	"mayonnaise":            {{"greek yogurt", 1, "egg-free, lighter"}, {"avocado", 1, "mashed; vegan"}},
	"cornstarch":            {{"all-purpose flour", 2, "twice as much; cook a minute longer"}, {"rice flour", 1.5, "gluten-free"}},
	"lemon juice":           {{"lime juice", 1, "same acidity"}, {"white wine vinegar", 0.5, "sharper; use half"}},
	"lime juice":            {{"lemon juice", 1, "same acidity"}, {"rice vinegar", 0.75, "milder"}},
	"garlic":                {{"garlic powder", 0.1, "1/8 tsp per clove"}, {"shallot", 1.5, "milder"}},
	"onion":                 {{"shallot", 1, "sweeter"}, {"leek", 1.2, "milder"}, {"onion powder", 0.1, "1 tbsp per onion"}},
	"shallot":               {{"onion", 1, "stronger"}, {"scallion", 1, "milder"}},
	"basil":                 {{"dried basil", 0.33, "a third as much"}, {"parsley", 1, "fresh, greener"}},
	"thai basil":            {{"basil", 1, "sweeter, with less anise and pepper"}},
	"cilantro":              {{"parsley", 1, "for those who find cilantro soapy"}, {"basil", 1, "sweeter"}},
	"parsley":               {{"cilantro", 1, "stronger"}, {"dried oregano", 0.2, "a pinch; not for garnish"}},
	"tofu":                  {{"tempeh", 1, "firmer, nuttier"}, {"chickpeas", 1, "soy-free"}, {"paneer", 1, "vegetarian, not vegan"}},
	"chickpeas":             {{"cannellini beans", 1, "creamier"}, {"black beans", 1, "earthier"}},
	"gelatin":               {{"cornstarch", 3, "sets softly; vegan"}},
	"brown sugar":           {{"sugar", 1, "with 1 tsp molasses per cup"}, {"coconut sugar", 1, "similar caramel notes"}},
	"coconut milk":          {{"heavy cream", 1, "richer; not dairy-free"}, {"greek yogurt", 1, "tangy; off the heat"}},
	// Custard powder is cornflour coloured and flavoured: any starch that thickens milk
	// makes the custard, never a raising agent near it in make-up.
	"custard powder": {{"cornstarch", 1, "custard powder is flavoured cornflour: add a few drops of vanilla extract"}, {"arrowroot", 1, "thickens glossy; add a few drops of vanilla extract and take it off the heat as it thickens"}},
}

// Substitutes ranks stand-ins for an ingredient that keep the rules.
// curedBeef is the halal stand-in for a cured pork (guanciale, pancetta, bacon): cured
// beef, cooked as the pork was, never a raw cut that cannot crisp in minutes (review 37 #33).
const curedBeef = "halal beef pastrami (or beef or turkey bacon), diced and crisped the same way with a little olive oil, as it is leaner; a pinch more salt"

func Substitutes(of *Ingredient, rules Rules) []Substitute {
	var out []Substitute
	seen := map[string]bool{}
	takes := func(in *Ingredient) bool { return !seen[in.Name] && in != of && rules.allows(in) }
	add := func(in *Ingredient, ratio float64, notes string) {
		if !takes(in) {
			return
		}
		seen[in.Name] = true
		notes = withRatio(notes, ratio)
		suitable, allergens := Suitability([]*Ingredient{in})
		out = append(out, Substitute{Name: in.Name, Ratio: round2(ratio), Notes: notes, SuitableFor: suitable, Allergens: allergens})
	}
	for _, idea := range substituteIdeas[of.Name] {
		add(mustLookup(idea.name), idea.ratio, idea.notes)
	}
	if len(out) < 3 && len(substituteIdeas[of.Name]) < 2 {
		// Foods of the same category and role, nearest in nutrition first, for a food
		// with fewer than two stand-ins of its own: where a cook's stand-ins are known,
		// a sauce merely near in make-up (caesar dressing for tahini) is no better one.
		var near []*Ingredient
		for _, in := range Table() {
			if in.Category == of.Category && in.Roles&of.Roles != 0 && in != of && sameForm(in, of) &&
				!hasWordPrefix(in.Name, of.Name) && !hasWordPrefix(of.Name, in.Name) {
				near = append(near, in)
			}
		}
		// A food of the same kind ("tomatoes" for tomatoes) first, then nearest in make-up.
		type ranked struct {
			in   *Ingredient
			kind bool
			dist float64
		}
		rank := make([]ranked, len(near))
		for i, in := range near {
			rank[i] = ranked{in, sharesWord(in, of), nutrientDistance(in, of)}
		}
		sort.SliceStable(rank, func(i, j int) bool {
			if rank[i].kind != rank[j].kind {
				return rank[i].kind
			}
			return rank[i].dist < rank[j].dist
		})
		for i := range rank {
			near[i] = rank[i].in
		}
		for _, in := range near {
			if len(out) >= 3 {
				break
			}
			if takes(in) { // the note is written only for a food that is taken
				add(in, 1, "another "+categoryNoun[in.Category]+" with a similar make-up")
			}
		}
	}
	if out == nil {
		out = []Substitute{}
	}
	return out
}

// hasWordPrefix is strings.HasPrefix(s, p+" ") without building p+" ".
func hasWordPrefix(s, p string) bool {
	return len(s) > len(p) && s[len(p)] == ' ' && strings.HasPrefix(s, p)
}

// sharesWord reports whether two foods' names share a word ("crushed tomatoes", "canned
// diced tomatoes").
func sharesWord(a, b *Ingredient) bool {
	for rest := a.Name; rest != ""; {
		w := rest
		if i := strings.IndexByte(rest, ' '); i >= 0 {
			w, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		if len(w) > 3 && containsWord(b.Name, strings.TrimSuffix(w, "s")) {
			return true
		}
	}
	return false
}

// sameForm reports whether two foods come in the same form: minced meat for minced
// meat, a whole cut for a whole cut.
func sameForm(a, b *Ingredient) bool {
	ground := func(in *Ingredient) bool { return strings.HasPrefix(in.Name, "ground ") }
	return ground(a) == ground(b)
}

// categoryNoun names one food of a category, for notes.
var categoryNoun = map[string]string{"produce": "fresh food", "herbs": "herb", "meat": "meat", "poultry": "poultry",
	"seafood": "seafood", "dairy": "dairy food", "eggs": "egg", "bakery": "bread", "grains-pasta": "grain or pasta",
	"legumes": "legume", "canned-jarred": "canned food", "condiments-sauces": "sauce", "spices-seasonings": "seasoning",
	"oils-vinegars": "oil or vinegar", "baking": "baking staple", "nuts-seeds": "nut or seed", "sweeteners": "sweetener",
	"frozen": "frozen food", "beverages": "drink", "snacks": "snack", "other": "food"}

func nutrientDistance(a, b *Ingredient) float64 {
	x, y := a.Per100g, b.Per100g
	return math.Abs(x.Kcal-y.Kcal)/50 + math.Abs(x.Protein-y.Protein)/5 + math.Abs(x.Fat-y.Fat)/5 + math.Abs(x.Carbs-y.Carbs)/10
}

// SuggestSubstitute ranks substitutes for the ingredient and, with a dish, applies the
// best one that suits what the food does in it to every line that holds the food or one
// of its parts (eggs and yolks, lemon and its juice), and to every step that names them.
// It refuses when no substitute keeps the rules and suits the dish.
func SuggestSubstitute(ingredient string, rules Rules, d *Dish) (*Transformed, error) {
	l := ParseLine(ingredient)
	if !l.Known {
		return nil, &TransformError{Field: "ingredient", Reason: fmt.Sprintf("%q is not an ingredient Larder knows", ingredient)}
	}
	of := l.Ingredient
	subs := Substitutes(of, rules)
	if d == nil {
		r := &Transformed{Name: "", Ingredients: []OutLine{}, Steps: []Step{}, Changes: []Change{}, Substitutes: subs, Unweighed: []Unweighed{}}
		if len(subs) == 0 {
			r.Note = "No substitute keeps every stated restriction and allergy."
		}
		return r, nil
	}
	dish := d.clone()
	changes, fit, lost, err := dish.swapFood(of, subs)
	if err != nil {
		return nil, err
	}
	to := mustLookup(fit[0].Name)
	dish.renameMixture(of, rules)
	// The returned recipe keeps every stated rule: each other line that breaks one is
	// swapped for its best stand-in that keeps them, or, where it is only a garnish or
	// optional, left out with a change that says so.
	more, still, lostMore := dish.keepRules(rules)
	if len(still) > 0 {
		return nil, &TransformError{Field: "ingredient", Reason: refusedRules(d.Name, of.Name, rules, append(changes, more...), still)}
	}
	changes = append(changes, more...)
	r := dish.result(changes)
	r.Substitutes = fit
	if lost != "" {
		r.Note = fmt.Sprintf("No stand-in that suits the dish keeps everything it was: with %s it is no longer %s.", to.Name, lost)
	}
	if len(lostMore) > 0 {
		r.Note = joinNonEmpty(" ", r.Note, "No stand-in that suits the dish keeps everything it was: "+strings.Join(lostMore, "; ")+".")
	}
	return r, nil
}

// swapFood swaps the food of, and its parts, for the best of subs that suits what it
// does in the dish, rewriting the lines and steps. fit lists the stand-ins that suit,
// the one used first; lost names what the dish no longer is with it.
func (d *Dish) swapFood(of *Ingredient, subs []Substitute) (changes []Change, fit []Substitute, lost string, err error) {
	family := d.family(of)
	if len(family) == 0 {
		return nil, nil, "", &TransformError{Field: "ingredient", Reason: fmt.Sprintf("the recipe has no %s", of.Name)}
	}
	use := d.useOf(family)
	rubbed := solidFats[of.Name] && d.rubsFatIn(family)
	for _, s := range subs {
		// A food the dish already holds (or a kind of it: mushroom beside portobello
		// mushrooms) would merge into that line and leave the steps naming one food twice.
		// A stand-in for sweet bakes only (mashed banana for egg) is no binder for a
		// meatloaf (review 30 #38).
		if suits(of.Name, s.Name, use) && !d.holdsKind(mustLookup(s.Name), family) && !(strings.Contains(s.Notes, "sweet bakes only") && d.savoury()) &&
			!(rubbed && !solidFats[s.Name]) {
			fit = append(fit, s)
		}
	}
	if len(fit) == 0 {
		why := "no substitute keeps every stated restriction and allergy"
		if len(subs) > 0 {
			why = fmt.Sprintf("none of its stand-ins (%s) can do what the %s does here (%s)", substituteNames(subs), of.Name, useLabel[use])
		}
		return nil, nil, "", &TransformError{Field: "ingredient", Reason: fmt.Sprintf("%s cannot be replaced in %s: %s", of.Name, d.Name, why)}
	}
	// The best stand-in keeps what the dish was (a dairy-free curry stays dairy-free);
	// when none does, the first that suits it, and the note says what the dish loses.
	before := d.ingredients()
	best := fit[0]
	for i, s := range fit {
		if keepsRules(before, of, mustLookup(s.Name)) {
			best = fit[i]
			fit[0], fit[i] = fit[i], fit[0]
			break
		}
		if i == len(fit)-1 {
			lost = dietLoss(before, of, mustLookup(best.Name))
		}
	}
	to := mustLookup(best.Name)
	how := subHow[of.Name+">"+to.Name]
	stepName := to.Name
	if how.step != "" {
		stepName = how.step
	}
	// Parts that the substitute has too map part to part (lemon zest to lime zest);
	// the rest become one line of the substitute.
	var whole []int
	for _, i := range family {
		it := d.Items[i]
		if part := partOf(of, it.Ingredient); part != "" {
			if in, ok := Lookup(to.Name + " " + part); ok && in.Name == to.Name+" "+part {
				c := d.replaceFoods([]int{i}, in, 1, it.Preparation, in.Name)
				c.Reason = best.Notes
				changes = append(changes, c)
				continue
			}
		}
		whole = append(whole, i)
	}
	if len(whole) > 0 {
		prep := how.prep
		if prep == "" {
			prep = d.Items[whole[0]].Preparation
		}
		c := d.replaceFoods(whole, to, best.Ratio, prep, stepName)
		c.Reason = best.Notes
		changes = append([]Change{c}, changes...)
		if how.soak > 0 {
			d.soakSeeds(to, stepName, how.soak)
		}
	}
	return changes, fit, lost, nil
}

// dietLoss names the diets the dish keeps with of and loses with to, and the allergens to adds.
func dietLoss(dish []*Ingredient, of, to *Ingredient) string {
	after := []*Ingredient{to}
	for _, in := range dish {
		if in != of {
			after = append(after, in)
		}
	}
	sb, ab := Suitability(dish)
	sa, aa := Suitability(after)
	var lost []string
	for _, r := range sb {
		if !containsString(sa, r) {
			lost = append(lost, r)
		}
	}
	for _, a := range aa {
		if !containsString(ab, a) && !containsString(lost, a+"-free") {
			lost = append(lost, a+"-free")
		}
	}
	return listNames(lost)
}

// breaking lists the dish's foods that break the rules.
func (d *Dish) breaking(rules Rules) []string {
	var out []string
	for _, it := range d.Items {
		if it.Ingredient != nil && !rules.allows(it.Ingredient) && !containsString(out, it.Display) {
			out = append(out, it.Display)
		}
	}
	return out
}

func substituteNames(subs []Substitute) string {
	names := make([]string, 0, len(subs))
	for _, s := range subs {
		names = append(names, s.Name)
	}
	return listNames(names)
}

// foodParts are the parts of a food a recipe may list on their own.
var foodParts = []string{"yolk", "white", "juice", "zest"}

// partOf returns the part of whole that in is ("yolk" for egg yolk), or "".
func partOf(whole, in *Ingredient) string {
	if in == nil {
		return ""
	}
	// in.Name == whole.Name+" "+p, with no name built.
	n := len(whole.Name)
	if len(in.Name) <= n+1 || in.Name[n] != ' ' || !strings.HasPrefix(in.Name, whole.Name) {
		return ""
	}
	for _, p := range foodParts {
		if in.Name[n+1:] == p {
			return p
		}
	}
	return ""
}

// family returns the items that hold the food or one of its parts.
func (d *Dish) family(of *Ingredient) []int {
	var out []int
	for i, it := range d.Items {
		if it.Ingredient == of || partOf(of, it.Ingredient) != "" || variantOf(of, it.Ingredient) {
			out = append(out, i)
		}
	}
	return out
}

// variantOf reports whether in is a kind of of or of a kind of in, as unsalted butter is
// of butter and skim milk of milk.
func variantOf(of, in *Ingredient) bool {
	return in != nil && in.Category == of.Category && (endsWithWords(in.Name, of.Name) || endsWithWords(of.Name, in.Name))
}

// endsWithWords is strings.HasSuffix(s, " "+words), with no string built.
func endsWithWords(s, words string) bool {
	return len(s) > len(words) && s[len(s)-len(words)-1] == ' ' && strings.HasSuffix(s, words)
}

// holdsKind reports whether an item outside skip holds in, a kind of it, or a part of it
// or the food it is a part of (artichokes beside artichoke hearts: "the artichokes and
// artichoke hearts" would read as one food).
func (d *Dish) holdsKind(in *Ingredient, skip []int) bool {
	for i, it := range d.Items {
		if !slices.Contains(skip, i) && it.Ingredient != nil && (it.Ingredient == in || variantOf(in, it.Ingredient) ||
			hasWordPrefix(it.Ingredient.Name, in.Name) || hasWordPrefix(in.Name, it.Ingredient.Name)) {
			return true
		}
	}
	return false
}

// Uses a food has in a dish, which decide what may stand in for it.
const (
	useAny   = ""
	useBake  = "bake"  // binds or raises a cake, a cookie, a bread
	useMain  = "main"  // the dish is made of it (a frittata's eggs)
	useSauce = "sauce" // it makes the sauce (a carbonara's yolks)
	useCoat  = "coat"  // a wash or a dip for a coating
)

var useLabel = map[string]string{useAny: "its part in the dish", useBake: "it binds the bake", useBake + "-sweet": "it binds the bake",
	useMain: "the dish is made of it", useMain + "-scramble": "the dish is made of it",
	useSauce: "it makes the sauce", useCoat: "it holds the coating"}

// spoonCoated drops a sauce's thickness test, "thick enough to coat a spoon", which
// coats no food: the eggs beaten into that béchamel set it, they are no wash.
var spoonCoated = strings.NewReplacer("coat the back of a spoon", "", "coats the back of a spoon", "",
	"coat the back of the spoon", "", "coat a spoon", "", "coats a spoon", "", "coat the spoon", "")

// useOf reads what the family's food does in the dish.
func (d *Dish) useOf(family []int) string {
	var grams, all float64
	var names []string
	// Only the names some step holds can say what the food does: the others are not
	// asked whether another item answers to them.
	steps := d.lowSteps()
	within := strings.Join(steps, "\n")
	var low [][3]string
	if len(family) > 0 {
		low = d.lowItemNames()
	}
	for _, i := range family {
		grams += d.Items[i].Grams
		names = append(names, d.itemNamesLow(i, within, low)...)
	}
	baking, sweet := false, false
	for _, it := range d.Items {
		all += it.Grams
		if in := it.Ingredient; in != nil {
			baking = baking || in.Name == "baking powder" || in.Name == "baking soda" || in.Name == "yeast"
			sweet = sweet || in.Category == "sweeteners"
		}
	}
	// The steps that name the food, lower-cased once.
	var naming []string
	for _, low := range steps {
		for _, n := range names {
			if holdsWord(low, n) { // the egg, never the eggplant
				naming = append(naming, low)
				break
			}
		}
	}
	for _, low := range naming {
		if hasWord(spoonCoated.Replace(low), []string{"dip", "dredge", "brush", "coat", "wash"}) {
			return useCoat
		}
	}
	switch {
	case baking || sweet && d.sourceMethod() == "oven":
		if sweet {
			return useBake + "-sweet"
		}
		return useBake
	case all > 0 && grams/all >= 0.3:
		for _, st := range d.Steps {
			if hasWord(st.Text, []string{"scrambl"}) {
				return useMain + "-scramble"
			}
		}
		return useMain
	}
	for _, low := range naming {
		if hasWord(low, []string{"scrambl"}) {
			return useMain + "-scramble" // the eggs scrambled into a pad thai: crumbled tofu, never blended
		}
	}
	for _, low := range naming {
		if hasWord(low, []string{"whisk", "sauce", "toss", "creamy", "emulsif"}) {
			return useSauce
		}
	}
	return useAny
}

// subHow says how a substitute does a food's job: the uses it suits (none listed: any),
// the preparation on its line, and what the steps call it.
type subUse struct {
	uses []string
	prep string
	step string
	soak int // minutes the seeds rest in 3 tbsp water a tablespoon, which the list and steps then hold
}

var subHow = map[string]subUse{
	"egg>flaxseed":         {uses: []string{useBake, useBake + "-sweet"}, prep: "ground", step: "flaxseed mixture", soak: 5},
	"egg>chia seeds":       {uses: []string{useBake, useBake + "-sweet"}, prep: "", step: "chia seeds mixture", soak: 10},
	"egg>silken tofu":      {uses: []string{useBake, useBake + "-sweet", useSauce, useMain, useAny}, prep: "blended smooth", step: "silken tofu"},
	"egg>banana":           {uses: []string{useBake + "-sweet"}, prep: "mashed", step: "mashed banana"},
	"egg>tofu":             {uses: []string{useMain + "-scramble"}, prep: "crumbled, with a pinch of turmeric", step: "tofu"},
	"egg>milk":             {uses: []string{useCoat}, step: "milk"},
	"egg>oat milk":         {uses: []string{useCoat}, step: "oat milk"},
	"egg yolk>silken tofu": {uses: []string{useBake, useBake + "-sweet", useSauce, useMain, useAny}, prep: "blended smooth", step: "silken tofu"},
	"egg white>flaxseed":   {uses: []string{useBake, useBake + "-sweet"}, prep: "ground", step: "flaxseed mixture", soak: 5},
	"butter>margarine":     {uses: []string{useBake, useBake + "-sweet"}},
	"butter>olive oil":     {uses: []string{useAny, useMain, useMain + "-scramble", useSauce, useCoat}},
	"buttermilk>soy milk":  {prep: "soured with 1 tbsp lemon juice a cup, rested 5 minutes"},
	"buttermilk>oat milk":  {prep: "soured with 1 tbsp lemon juice a cup, rested 5 minutes"},
}

// suits reports whether to can do from's job in a dish where from has use.
func suits(from, to, use string) bool {
	how, ok := subHow[from+">"+to]
	for !ok {
		// Unsalted butter takes butter's stand-ins, and their uses with them.
		k := strings.IndexByte(from, ' ')
		if k < 0 {
			break
		}
		from = from[k+1:]
		how, ok = subHow[from+">"+to]
	}
	if !ok || len(how.uses) == 0 {
		return true
	}
	return containsString(how.uses, use)
}

// Enrich reads every ingredient line into its parts and nutrition, with totals.
func Enrich(d Dish) *Transformed {
	note := d.estimateServings()
	r := d.result(nil)
	r.Note = note
	var known []*Ingredient
	unknown := []string{}
	var grams float64
	fries := d.fries()
	for i, it := range d.Items {
		o := &r.Ingredients[i]
		k := it.Known
		o.Known = &k
		if !k {
			unknown = append(unknown, it.Text)
			o.Allergens = []string{}
			continue
		}
		_, allergens := Suitability([]*Ingredient{it.Ingredient})
		o.Allergens = allergens
		n := NutrientsOf(it.Ingredient, d.eatenGrams(i, fries)).rounded() // frying oil: what the food soaks up
		o.Nutrition = &n
		known = append(known, it.Ingredient)
		grams += it.Grams
	}
	_, allergens := Suitability(known)
	r.Totals = &Totals{Grams: round1(grams), Nutrition: d.nutrition(), Cost: d.cost(), Allergens: allergens, Unknown: unknown}
	return r
}

// withRatio says how much of a stand-in to use where its notes do not, so a ratio is
// never left unexplained ("ratio 1.5"; review 30 #39): "use 1 1/2 times as much".
func withRatio(notes string, ratio float64) string {
	if math.Abs(ratio-1) < 0.05 || containsAny(lowered(notes), []string{"as much", "half", "twice", "per ", "third", "quarter", "weight", "times", "same amount", "a pinch", "tsp", "tbsp", "cup"}) {
		return notes
	}
	how := "use " + formatQty(ratio) + " times as much"
	if ratio < 1 {
		how = "use " + formatQty(ratio) + " as much"
	}
	if notes == "" {
		return how
	}
	return notes + "; " + how
}

// madeOf names what a mixture made from a food is called once a stand-in makes it:
// custard powder's cornflour and milk, without the powder, is a vanilla sauce to a cook
// who may not eat custard (a bought custard holds egg).
var madeOf = map[string][2]string{"custard powder": {"custard", "vanilla sauce"}}

// renameMixture renames, in the steps, the mixture that the swapped food of made, where
// the rules forbid the bought food of that name.
func (d *Dish) renameMixture(of *Ingredient, rules Rules) {
	m, ok := madeOf[of.Name]
	if !ok {
		return
	}
	if in, ok := Lookup(m[0]); !ok || rules.Breaks(in) == "" {
		return
	}
	for s := range d.Steps {
		d.Steps[s].Text = replaceWord(d.Steps[s].Text, m[0], m[1])
	}
}

// holdsWord reports whether s holds w as a whole word or its plural: "eggs" holds egg,
// "eggplant" does not.
func holdsWord(s, w string) bool {
	letter := func(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= 0x80 }
	for from := 0; ; {
		i := strings.Index(s[from:], w)
		if i < 0 {
			return false
		}
		i += from
		j := i + len(w)
		if i == 0 || !letter(s[i-1]) {
			rest := s[j:]
			rest = strings.TrimPrefix(strings.TrimPrefix(rest, "e"), "s")
			if j == len(s) || !letter(s[j]) || len(rest) < len(s)-j && (rest == "" || !letter(rest[0])) {
				return true
			}
		}
		from = i + 1
	}
}

// refusedRules says why a dish cannot keep the rules by a swap of one food, as a cook
// would want to hear it: the rules by name, what would have been swapped for what, and
// what is left that nothing replaces.
func refusedRules(dish, food string, rules Rules, swapped []Change, still []string) string {
	var want []string
	want = append(want, rules.Restrictions...)
	for _, a := range rules.Allergies {
		want = append(want, a+"-free")
	}
	what := "to keep the stated rules"
	if len(want) > 0 {
		what = listNames(want)
	}
	var done []string
	for _, c := range swapped {
		if c.From != "" && c.To != "" && !strings.HasPrefix(c.To, "(") {
			done = append(done, c.From+" for "+c.To)
		}
	}
	why := fmt.Sprintf("%s cannot be made %s by swapping the %s", dish, what, food)
	if len(done) > 0 {
		why += fmt.Sprintf(": after swapping %s", strings.Join(done, "; "))
		return why + fmt.Sprintf(", it still holds %s, and nothing that keeps the rules does its part in this dish", listNames(still))
	}
	return why + fmt.Sprintf(": it also holds %s, and nothing that keeps the rules does its part in this dish", listNames(still))
}
