package engine

// Recipe is a complete recipe as generate returns it (CONTRACT §8).
type Recipe struct {
	Title               string       `json:"title"`
	Summary             string       `json:"summary"`
	Cuisine             string       `json:"cuisine"`
	Servings            int          `json:"servings"`
	SkillLevel          string       `json:"skill_level"`
	Timing              Timing       `json:"timing"`
	Ingredients         []RecipeLine `json:"ingredients"`
	Instructions        []Step       `json:"instructions"`
	Nutrition           Nutrition    `json:"nutrition"`
	Dietary             Dietary      `json:"dietary"`
	Cost                Cost         `json:"cost"`
	Equipment           []string     `json:"equipment"`
	MissingIngredients  []string     `json:"missing_ingredients"`
	ExcludedIngredients []Excluded   `json:"excluded_ingredients"`
	// UnusedPantry lists the pantry items the recipe does not cook that break no rule:
	// words it cannot read, and foods the dish does not need; excluded_ingredients keeps
	// to what a restriction or allergy leaves out (CONTRACT §7).
	UnusedPantry []Excluded `json:"unused_pantry_items"`

	contractCuisine string // the contract's cuisine nearest the dish (ContractCuisine)
}

// Timing is in whole minutes; the total is the sum of the steps' minutes.
type Timing struct {
	PrepMinutes  int `json:"prep_minutes"`
	CookMinutes  int `json:"cook_minutes"`
	TotalMinutes int `json:"total_minutes"`
}

// RecipeLine is one ingredient of a recipe.
type RecipeLine struct {
	Name        string  `json:"name"`
	Quantity    float64 `json:"quantity"`
	Unit        string  `json:"unit"`
	Grams       float64 `json:"grams"`
	Preparation string  `json:"preparation"`
	Category    string  `json:"category"`
	FromPantry  bool    `json:"from_pantry"`
	Optional    bool    `json:"optional"`
	Text        string  `json:"text"`
	Note        string  `json:"note,omitempty"` // what a generic pantry word was read as
}

// Step is one numbered instruction.
type Step struct {
	Step    int    `json:"step"`
	Text    string `json:"text"`
	Minutes int    `json:"minutes"`
}

// Nutrition is computed from the grams of every ingredient. Partial is true when some
// ingredient could not be weighed, so the figures leave it out.
type Nutrition struct {
	PerServing Nutrients `json:"per_serving"`
	Total      Nutrients `json:"total"`
	Partial    bool      `json:"partial"`
}

// Dietary lists the restrictions the recipe keeps and the allergens it contains.
type Dietary struct {
	SuitableFor []string `json:"suitable_for"`
	Allergens   []string `json:"allergens"`
}

// Cost is estimated from the table's prices.
type Cost struct {
	Currency   string  `json:"currency"`
	Total      float64 `json:"total"`
	PerServing float64 `json:"per_serving"`
}

// Excluded is a pantry item left out, and why.
type Excluded struct {
	Name   string `json:"name"`
	Reason string `json:"reason"`
	unused bool   // breaks no rule: the recipe lists it under unused_pantry_items
}

// Model names the built-in engine and its version in result envelopes.
const Model = "larder-chef-1"
