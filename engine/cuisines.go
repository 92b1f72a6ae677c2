package engine

// Cuisines are the cuisines of the contract, in its order, with british added (the
// contract's list has no home for a shepherd's pie or a Victoria sponge).
var Cuisines = []string{"american", "british", "chinese", "french", "greek", "indian", "italian", "japanese",
	"korean", "mediterranean", "mexican", "middle-eastern", "spanish", "thai", "vietnamese"}

// ContractCuisines are the cuisines the contract names (§5). A response carries one of
// these or none: the engine's own british (a shepherd's pie, a crumble) is its label
// inside, never an answer a client must accept.
var ContractCuisines = []string{"american", "chinese", "french", "greek", "indian", "italian", "japanese",
	"korean", "mediterranean", "mexican", "middle-eastern", "spanish", "thai", "vietnamese"}

// responseCuisine is the cuisine a response names for a recipe the engine labelled c:
// c where the contract knows it, otherwise none.
func responseCuisine(c string) string {
	for _, k := range ContractCuisines {
		if k == c {
			return c
		}
	}
	return ""
}

// cuisine is what makes a dish taste of a place: the usual fat, aromatics, spices,
// seasoning sauces, acid, herbs and garnishes, the proteins, vegetables and starches
// cooks there reach for, and how well each dish form suits it (0 to 3). Lists are in
// order of preference; an item that breaks the rules is replaced along substitutes.
type cuisine struct {
	name, adj  string
	fat        string
	aromatics  []string
	spices     []string
	sauces     []string
	liquid     string // the usual liquid of soups, stews and curries
	acid       string
	herbs      []string
	garnishes  []string
	proteins   []string
	vegetables []string
	rice       string
	pasta      string
	noodles    string
	grain      string
	bread      string
	forms      map[string]int
	// rawFat is the oil of its salads, bowls and roasts: olive oil round the
	// Mediterranean, a neutral oil in East and Southeast Asia.
	rawFat string
	// dressing is what its dressings take beside the oil, the acid and the sauces:
	// sesame oil and sugar with rice vinegar and soy; sugar, garlic and chili with fish
	// sauce and lime, as in nuoc cham.
	dressing []string
	oilFree  bool // its dressings take no oil at all (nuoc cham, nam jim)
}

var cuisineProfiles = map[string]*cuisine{
	"american": {name: "american", adj: "American", fat: "butter",
		aromatics: []string{"onion", "garlic"}, spices: []string{"smoked paprika", "garlic powder"},
		sauces: []string{"worcestershire sauce"}, liquid: "chicken broth", acid: "apple cider vinegar",
		herbs: []string{"parsley", "chives"}, garnishes: []string{"cheddar"},
		proteins:   []string{"chicken breast", "ground beef", "ground turkey", "black beans"},
		vegetables: []string{"red bell pepper", "corn", "broccoli", "green beans"},
		rice:       "white rice", pasta: "macaroni", noodles: "egg noodles", grain: "brown rice", bread: "hamburger bun",
		rawFat: "olive oil",
		forms: map[string]int{"skillet": 3, "sheet-pan roast": 3, "casserole": 3, "salad": 2, "pasta": 2, "soup": 2,
			"stew": 2, "frittata": 2, "tacos": 1, "grain bowl": 1}},
	"british": {name: "british", adj: "British", fat: "butter",
		aromatics: []string{"onion", "garlic"}, spices: []string{"dried thyme", "mustard powder"},
		sauces: []string{"worcestershire sauce"}, liquid: "chicken broth", acid: "malt vinegar",
		herbs: []string{"parsley", "chives", "thyme"}, garnishes: []string{"cheddar"},
		proteins:   []string{"chicken breast", "pork sausage", "ground beef", "cod", "bacon"},
		vegetables: []string{"carrot", "frozen peas", "cabbage", "leek", "potato"},
		rice:       "white rice", pasta: "macaroni", noodles: "egg noodles", grain: "pearl barley", bread: "bread",
		rawFat: "olive oil",
		forms: map[string]int{"stew": 3, "casserole": 3, "soup": 3, "sheet-pan roast": 3, "skillet": 2, "salad": 1,
			"pasta": 1, "frittata": 1}},
	"chinese": {name: "chinese", adj: "Chinese", fat: "vegetable oil",
		aromatics: []string{"garlic", "ginger", "scallion"}, spices: []string{"red pepper flakes"},
		sauces: []string{"soy sauce", "oyster sauce"}, liquid: "chicken broth", acid: "rice vinegar",
		herbs: []string{"scallion"}, garnishes: []string{"sesame seeds", "sesame oil"}, // coriander only where a dish asks for it
		proteins:   []string{"chicken thigh", "tofu", "shrimp", "flank steak", "ground pork"},
		vegetables: []string{"broccoli", "bok choy", "red bell pepper", "snow peas", "mushroom"},
		rice:       "jasmine rice", pasta: "ramen noodles", noodles: "ramen noodles", grain: "jasmine rice", bread: "",
		rawFat: "vegetable oil", dressing: []string{"sesame oil", "sugar"},
		forms: map[string]int{"stir-fry": 3, "fried rice": 3, "noodle bowl": 3, "soup": 2, "grain bowl": 1}},
	"french": {name: "french", adj: "French", fat: "butter",
		aromatics: []string{"shallot", "garlic"}, spices: []string{"dried thyme", "bay leaf"},
		sauces: []string{"dijon mustard"}, liquid: "chicken broth", acid: "lemon juice",
		herbs: []string{"parsley", "chives", "tarragon"}, garnishes: []string{"swiss cheese"},
		proteins:   []string{"chicken thigh", "egg", "salmon", "beef chuck", "cannellini beans"},
		vegetables: []string{"mushroom", "green beans", "leek", "carrot", "potato"},
		rice:       "white rice", pasta: "fusilli", noodles: "egg noodles", grain: "farro", bread: "baguette",
		rawFat: "olive oil",
		forms: map[string]int{"stew": 3, "frittata": 3, "soup": 3, "sheet-pan roast": 2, "casserole": 2,
			"salad": 2, "skillet": 2, "pasta": 1}},
	"greek": {name: "greek", adj: "Greek", fat: "olive oil",
		aromatics: []string{"red onion", "garlic"}, spices: []string{"dried oregano"},
		sauces: []string{}, liquid: "vegetable broth", acid: "lemon juice",
		herbs: []string{"dill", "parsley", "mint"}, garnishes: []string{"feta", "kalamata olives"},
		proteins:   []string{"chicken thigh", "chickpeas", "shrimp", "ground lamb"},
		vegetables: []string{"tomato", "cucumber", "red bell pepper", "zucchini", "spinach", "eggplant"},
		rice:       "white rice", pasta: "orzo", noodles: "orzo", grain: "orzo", bread: "pita",
		rawFat: "olive oil",
		forms: map[string]int{"salad": 3, "sheet-pan roast": 3, "grain bowl": 3, "pasta": 2, "skillet": 2, "stew": 2,
			"soup": 1}},
	"indian": {name: "indian", adj: "Indian", fat: "vegetable oil",
		aromatics: []string{"onion", "garlic", "ginger", "jalapeno"},
		spices:    []string{"cumin", "ground coriander", "turmeric", "garam masala"},
		sauces:    []string{}, liquid: "canned diced tomatoes", acid: "lemon juice",
		herbs: []string{"cilantro"}, garnishes: []string{"yogurt"},
		proteins:   []string{"chicken thigh", "chickpeas", "red lentils", "paneer", "ground lamb"},
		vegetables: []string{"cauliflower", "spinach", "potato", "frozen peas", "tomato"},
		rice:       "basmati rice", pasta: "", noodles: "", grain: "basmati rice", bread: "naan",
		rawFat: "olive oil",
		forms:  map[string]int{"curry": 3, "stew": 2, "grain bowl": 2, "soup": 2, "sheet-pan roast": 1, "fried rice": 1}},
	"italian": {name: "italian", adj: "Italian", fat: "olive oil",
		aromatics: []string{"garlic", "onion"}, spices: []string{"red pepper flakes", "dried oregano"},
		sauces: []string{}, liquid: "crushed tomatoes", acid: "lemon juice",
		herbs: []string{"basil", "parsley"}, garnishes: []string{"parmesan"},
		proteins:   []string{"italian sausage", "chicken breast", "cannellini beans", "shrimp", "ground beef"},
		vegetables: []string{"zucchini", "spinach", "mushroom", "cherry tomato", "red bell pepper", "broccoli"},
		rice:       "arborio rice", pasta: "penne", noodles: "spaghetti", grain: "farro", bread: "baguette",
		rawFat: "olive oil",
		forms: map[string]int{"pasta": 3, "risotto": 3, "frittata": 2, "soup": 2, "casserole": 2, "sheet-pan roast": 2,
			"skillet": 2, "salad": 1}},
	"japanese": {name: "japanese", adj: "Japanese", fat: "vegetable oil",
		aromatics: []string{"ginger", "garlic", "scallion"}, spices: []string{},
		sauces: []string{"soy sauce", "mirin"}, liquid: "dashi", acid: "rice vinegar",
		herbs: []string{"scallion"}, garnishes: []string{"sesame seeds", "nori"},
		proteins:   []string{"salmon", "chicken thigh", "tofu", "egg", "shrimp"},
		vegetables: []string{"shiitake mushroom", "bok choy", "spinach", "carrot", "frozen edamame", "cabbage"},
		rice:       "sushi rice", pasta: "udon noodles", noodles: "udon noodles", grain: "sushi rice", bread: "",
		rawFat: "vegetable oil", dressing: []string{"sesame oil", "sugar"},
		forms: map[string]int{"noodle bowl": 3, "grain bowl": 3, "soup": 3, "stir-fry": 2, "fried rice": 2}},
	"korean": {name: "korean", adj: "Korean", fat: "sesame oil",
		aromatics: []string{"garlic", "ginger", "scallion"}, spices: []string{"gochugaru"},
		sauces: []string{"gochujang", "soy sauce"}, liquid: "vegetable broth", acid: "rice vinegar",
		herbs: []string{"scallion"}, garnishes: []string{"sesame seeds", "kimchi"},
		proteins:   []string{"flank steak", "tofu", "chicken thigh", "ground pork", "egg"},
		vegetables: []string{"spinach", "carrot", "bean sprouts", "zucchini", "shiitake mushroom", "cabbage"},
		rice:       "sushi rice", pasta: "glass noodles", noodles: "glass noodles", grain: "sushi rice", bread: "",
		rawFat: "vegetable oil", dressing: []string{"sesame oil", "sugar"},
		forms: map[string]int{"grain bowl": 3, "stir-fry": 3, "fried rice": 3, "noodle bowl": 2, "stew": 2, "soup": 2}},
	"mediterranean": {name: "mediterranean", adj: "Mediterranean", fat: "olive oil",
		aromatics: []string{"garlic", "red onion"}, spices: []string{"cumin", "smoked paprika", "dried oregano"},
		sauces: []string{}, liquid: "vegetable broth", acid: "lemon juice",
		herbs: []string{"parsley", "mint"}, garnishes: []string{"feta", "kalamata olives"},
		proteins:   []string{"chickpeas", "salmon", "chicken breast", "cannellini beans"},
		vegetables: []string{"tomato", "cucumber", "zucchini", "eggplant", "red bell pepper", "arugula"},
		rice:       "white rice", pasta: "orzo", noodles: "orzo", grain: "couscous", bread: "pita",
		rawFat: "olive oil",
		forms: map[string]int{"grain bowl": 3, "salad": 3, "sheet-pan roast": 3, "stew": 2, "soup": 2, "pasta": 1,
			"skillet": 1}},
	"mexican": {name: "mexican", adj: "Mexican", fat: "vegetable oil",
		aromatics: []string{"onion", "garlic", "jalapeno"}, spices: []string{"cumin", "chili powder", "dried oregano"},
		sauces: []string{}, liquid: "canned diced tomatoes", acid: "lime juice",
		herbs: []string{"cilantro"}, garnishes: []string{"avocado", "queso fresco", "sour cream"},
		proteins:   []string{"chicken thigh", "black beans", "ground beef", "pinto beans", "shrimp", "chorizo"},
		vegetables: []string{"red bell pepper", "corn", "tomato", "zucchini", "poblano"},
		rice:       "white rice", pasta: "", noodles: "", grain: "white rice", bread: "corn tortilla",
		rawFat: "olive oil",
		forms: map[string]int{"tacos": 3, "skillet": 3, "grain bowl": 3, "soup": 2, "casserole": 2, "stew": 2,
			"sheet-pan roast": 2}},
	"middle-eastern": {name: "middle-eastern", adj: "Middle Eastern", fat: "olive oil",
		aromatics: []string{"onion", "garlic"}, spices: []string{"cumin", "ground coriander", "sumac", "allspice"},
		sauces: []string{"tahini"}, liquid: "vegetable broth", acid: "lemon juice",
		herbs: []string{"parsley", "mint"}, garnishes: []string{"pomegranate seeds"},
		proteins:   []string{"chicken thigh", "chickpeas", "ground lamb", "red lentils"},
		vegetables: []string{"eggplant", "tomato", "cucumber", "cauliflower", "red bell pepper"},
		rice:       "basmati rice", pasta: "", noodles: "", grain: "bulgur", bread: "pita",
		rawFat: "olive oil",
		forms:  map[string]int{"sheet-pan roast": 3, "grain bowl": 3, "soup": 3, "stew": 2, "salad": 2, "skillet": 2}},
	"spanish": {name: "spanish", adj: "Spanish", fat: "olive oil",
		aromatics: []string{"onion", "garlic"}, spices: []string{"smoked paprika", "bay leaf"},
		sauces: []string{}, liquid: "chicken broth", acid: "white wine vinegar",
		herbs: []string{"parsley"}, garnishes: []string{"lemon"},
		proteins:   []string{"chorizo", "chicken thigh", "shrimp", "chickpeas", "cod"},
		vegetables: []string{"red bell pepper", "tomato", "potato", "frozen peas", "spinach"},
		rice:       "white rice", pasta: "", noodles: "", grain: "white rice", bread: "baguette",
		rawFat: "olive oil",
		forms:  map[string]int{"skillet": 3, "stew": 3, "frittata": 3, "sheet-pan roast": 2, "soup": 2, "salad": 1}},
	"thai": {name: "thai", adj: "Thai", fat: "vegetable oil",
		aromatics: []string{"garlic", "ginger", "lemongrass", "red chili"}, spices: []string{},
		sauces: []string{"fish sauce", "thai curry paste"}, liquid: "coconut milk", acid: "lime juice",
		herbs: []string{"thai basil", "cilantro"}, garnishes: []string{"peanuts"},
		proteins:   []string{"chicken thigh", "shrimp", "tofu", "ground pork"},
		vegetables: []string{"red bell pepper", "green beans", "eggplant", "broccoli", "snow peas", "carrot"},
		rice:       "jasmine rice", pasta: "rice noodles", noodles: "rice noodles", grain: "jasmine rice", bread: "",
		rawFat: "vegetable oil", dressing: []string{"sugar", "garlic", "red chili"}, oilFree: true,
		forms: map[string]int{"curry": 3, "stir-fry": 3, "noodle bowl": 3, "soup": 3, "fried rice": 2, "salad": 2}},
	"vietnamese": {name: "vietnamese", adj: "Vietnamese", fat: "vegetable oil",
		aromatics: []string{"garlic", "shallot", "lemongrass", "red chili"}, spices: []string{},
		sauces: []string{"fish sauce"}, liquid: "chicken broth", acid: "lime juice",
		herbs: []string{"mint", "cilantro", "thai basil"}, garnishes: []string{"peanuts", "bean sprouts"},
		proteins:   []string{"ground pork", "chicken thigh", "shrimp", "tofu", "flank steak"},
		vegetables: []string{"carrot", "cucumber", "romaine lettuce", "daikon", "bean sprouts"},
		rice:       "jasmine rice", pasta: "rice noodles", noodles: "rice noodles", grain: "jasmine rice", bread: "",
		rawFat: "vegetable oil", dressing: []string{"sugar", "garlic", "red chili"}, oilFree: true,
		forms: map[string]int{"noodle bowl": 3, "soup": 3, "salad": 3, "stir-fry": 2, "grain bowl": 2}},
}

// substitutes lists, for an ingredient a cuisine or form calls for, what to use instead
// when it breaks the rules, best first; prep, when set, says how the stand-in is cut
// to play the part (zucchini as noodles, cauliflower as rice).
var substitutes = map[string][]sub{
	"fish sauce":           {{"soy sauce", ""}, {"tamari", ""}, {"coconut aminos", ""}},
	"soy sauce":            {{"tamari", ""}, {"coconut aminos", ""}},
	"oyster sauce":         {{"hoisin sauce", ""}, {"soy sauce", ""}, {"tamari", ""}, {"coconut aminos", ""}},
	"hoisin sauce":         {{"soy sauce", ""}, {"tamari", ""}, {"coconut aminos", ""}},
	"worcestershire sauce": {{"soy sauce", ""}, {"tamari", ""}, {"coconut aminos", ""}},
	"teriyaki sauce":       {{"soy sauce", ""}, {"tamari", ""}, {"coconut aminos", ""}},
	"mirin":                {{"rice vinegar", ""}},
	"white wine":           {{"vegetable broth", ""}},
	"red wine":             {{"vegetable broth", ""}},
	"shaoxing wine":        {{"vegetable broth", ""}},
	"gochujang":            {{"gochugaru", ""}, {"chili garlic sauce", ""}}, // the Korean chili first: gluten- and soy-free
	"thai curry paste":     {{"curry powder", ""}},
	"red curry paste":      {{"curry powder", ""}},
	"green curry paste":    {{"curry powder", ""}},
	"miso":                 {{"tamari", ""}, {"coconut aminos", ""}},
	"tahini":               {{"olive oil", ""}},
	"dashi":                {{"vegetable broth", ""}},
	"chicken broth":        {{"vegetable broth", ""}},
	"beef broth":           {{"vegetable broth", ""}},
	"butter":               {{"olive oil", ""}, {"vegetable oil", ""}},
	"ghee":                 {{"vegetable oil", ""}, {"coconut oil", ""}},
	"sesame oil":           {{"vegetable oil", ""}, {"olive oil", ""}},
	"vegetable oil":        {{"avocado oil", ""}, {"olive oil", ""}}, // a neutral oil for a neutral oil: a wok or a rice-vinegar dressing takes no olive oil
	"parmesan":             {{"vegetarian hard cheese", ""}, {"nutritional yeast", ""}},
	"pecorino":             {{"vegetarian hard cheese", ""}, {"nutritional yeast", ""}},
	"swiss cheese":         {{"nutritional yeast", ""}},
	"cheddar":              {{"nutritional yeast", ""}},
	"mozzarella":           {{"nutritional yeast", ""}},
	"feta":                 {{"kalamata olives", ""}},
	"queso fresco":         {{"avocado", ""}},
	"sesame seeds":         {{"pumpkin seeds", ""}, {"sunflower seeds", ""}},
	"peanuts":              {{"sunflower seeds", ""}, {"pumpkin seeds", ""}, {"cashews", ""}},
	"yogurt":               {{"coconut milk", ""}},
	"sour cream":           {{"greek yogurt", ""}, {"avocado", ""}},
	"heavy cream":          {{"coconut cream", ""}, {"coconut milk", ""}}, // the cream of a can whips as dairy cream does
	"milk":                 {{"oat milk", ""}, {"almond milk", ""}, {"soy milk", ""}, {"vegetable broth", ""}},
	"flour tortilla":       {{"corn tortilla", ""}, {"romaine lettuce", "leaves separated, as wraps"}},
	"corn tortilla":        {{"romaine lettuce", "leaves separated, as wraps"}},
	"naan":                 {{"pita", ""}, {"corn tortilla", ""}},
	"pita":                 {{"corn tortilla", ""}},
	"baguette":             {{"sourdough bread", ""}},
	"hamburger bun":        {{"romaine lettuce", "leaves separated, as wraps"}},
	"penne":                {{"gluten-free pasta", ""}, {"zucchini", "spiralized into noodles"}},
	"spaghetti":            {{"gluten-free pasta", ""}, {"zucchini", "spiralized into noodles"}},
	"fusilli":              {{"gluten-free pasta", ""}, {"zucchini", "spiralized into noodles"}},
	"macaroni":             {{"gluten-free pasta", ""}, {"cauliflower", "cut into small florets"}},
	"orzo":                 {{"white rice", ""}, {"quinoa", ""}, {"cauliflower", "riced"}},
	"egg noodles":          {{"rice noodles", ""}, {"zucchini", "spiralized into noodles"}},
	"ramen noodles":        {{"rice noodles", ""}, {"zucchini", "spiralized into noodles"}},
	"noodles":              {{"rice noodles", ""}, {"zucchini", "spiralized into noodles"}},
	"udon noodles":         {{"rice noodles", ""}, {"zucchini", "spiralized into noodles"}},
	"soba noodles":         {{"rice noodles", ""}, {"zucchini", "spiralized into noodles"}},
	"rice noodles":         {{"zucchini", "spiralized into noodles"}},
	"glass noodles":        {{"rice noodles", ""}, {"zucchini", "spiralized into noodles"}},
	"white rice":           {{"brown rice", ""}, {"quinoa", ""}, {"cauliflower", "riced"}},
	"jasmine rice":         {{"brown rice", ""}, {"quinoa", ""}, {"cauliflower", "riced"}},
	"basmati rice":         {{"brown rice", ""}, {"quinoa", ""}, {"cauliflower", "riced"}},
	"sushi rice":           {{"brown rice", ""}, {"quinoa", ""}, {"cauliflower", "riced"}},
	"arborio rice":         {{"brown rice", ""}, {"cauliflower", "riced"}},
	"brown rice":           {{"quinoa", ""}, {"cauliflower", "riced"}},
	"couscous":             {{"quinoa", ""}, {"cauliflower", "riced"}},
	"bulgur":               {{"quinoa", ""}, {"cauliflower", "riced"}},
	"farro":                {{"quinoa", ""}, {"cauliflower", "riced"}},
	"quinoa":               {{"cauliflower", "riced"}},
	"potato":               {{"sweet potato", ""}, {"cauliflower", "cut into florets"}},
	"sweet potato":         {{"butternut squash", ""}, {"cauliflower", "cut into florets"}},
	"corn":                 {{"zucchini", ""}},
	"frozen peas":          {{"green beans", ""}},
	"kimchi":               {{"cabbage", ""}},
	"brown sugar":          {{"maple syrup", ""}},
	"sugar":                {{"maple syrup", ""}},
	"honey":                {{"maple syrup", ""}},
}

type sub struct{ name, prep string }
