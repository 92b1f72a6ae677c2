package engine

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
)

// RecipeInput is a recipe as clients send it to the AI operations: generate's output
// as it is, another operation's output, or a recipe from anywhere else.
type RecipeInput struct {
	Title        string            `json:"title"`
	Name         string            `json:"name"`
	Summary      string            `json:"summary"`
	Servings     int               `json:"servings"`
	Ingredients  []IngredientInput `json:"ingredients"`
	Instructions []StepInput       `json:"instructions"`
	Steps        []StepInput       `json:"steps"`
}

// IngredientInput is "2 cups diced onion" or {"name": "onion", "quantity": 2, ...}.
type IngredientInput struct {
	Text        string   `json:"text"`
	Name        string   `json:"name"`
	Quantity    *float64 `json:"quantity"`
	Unit        string   `json:"unit"`
	Grams       *float64 `json:"grams"`
	Preparation string   `json:"preparation"`
}

// UnmarshalJSON accepts a string or an object.
func (in *IngredientInput) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		return json.Unmarshal(b, &in.Text)
	}
	type plain IngredientInput
	var p plain
	if len(b) == 0 || b[0] != '{' {
		return &json.UnmarshalTypeError{Value: jsonKind(b), Type: reflect.TypeFor[IngredientInput]()}
	}
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*in = IngredientInput(p)
	return nil
}

// StepInput is "Dice the onion." or {"step": 1, "text": "Dice the onion.", "minutes": 3}.
type StepInput struct {
	Text    string `json:"text"`
	Minutes int    `json:"minutes"`
}

// UnmarshalJSON accepts a string or an object.
func (s *StepInput) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		return json.Unmarshal(b, &s.Text)
	}
	var p struct {
		Text        string  `json:"text"`
		Instruction string  `json:"instruction"`
		Minutes     float64 `json:"minutes"`
	}
	if len(b) == 0 || b[0] != '{' {
		return &json.UnmarshalTypeError{Value: jsonKind(b), Type: reflect.TypeFor[StepInput]()}
	}
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	s.Text, s.Minutes = p.Text, int(p.Minutes)
	if s.Text == "" {
		s.Text = p.Instruction
	}
	return nil
}

// jsonKind names the kind of a JSON value for error messages.
func jsonKind(b []byte) string {
	switch {
	case len(b) == 0:
		return "nothing"
	case b[0] == '[':
		return "array"
	case b[0] == 't' || b[0] == 'f':
		return "bool"
	case b[0] == 'n':
		return "null"
	}
	return "number"
}

// DisplayName is the recipe's title or name.
func (r *RecipeInput) DisplayName() string {
	if strings.TrimSpace(r.Title) != "" {
		return strings.TrimSpace(r.Title)
	}
	return strings.TrimSpace(r.Name)
}

// StepList is the recipe's instructions or steps.
func (r *RecipeInput) StepList() []StepInput {
	if len(r.Instructions) > 0 {
		return r.Instructions
	}
	return r.Steps
}

// Dish is a recipe as the transforms work on it: every ingredient read by the parser.
type Dish struct {
	Name     string
	Summary  string
	Servings int
	Items    []Item
	Steps    []Step
	lows     []lowMemo // the steps lower-cased, kept between one transform's renames (lowSteps)
	// servingsUnsent is set when the recipe came without servings and DishFrom took 4:
	// enrich-ingredients estimates them instead (estimateServings).
	servingsUnsent bool
}

// lowMemo is a step's text and the text lower-cased.
type lowMemo struct{ text, low string }

// lowSteps are the steps' texts lower-cased. A transform that renames several foods
// lowers each step once: an entry holds for as long as the step's text is the one it
// was made from.
func (d *Dish) lowSteps() []string {
	if len(d.lows) != len(d.Steps) {
		d.lows = make([]lowMemo, len(d.Steps))
	}
	out := make([]string, len(d.Steps))
	for s, st := range d.Steps {
		if m := d.lows[s]; m.text != st.Text || m.low == "" {
			d.lows[s] = lowMemo{st.Text, lowered(st.Text)}
		}
		out[s] = d.lows[s].low
	}
	return out
}

// lowOf is lowered(text), the text of step s, kept in d.lows while the step reads the
// same: the passes of one transform read the same steps lowered many times over.
func (d *Dish) lowOf(s int, text string) string {
	if len(d.lows) != len(d.Steps) {
		d.lows = make([]lowMemo, len(d.Steps))
	}
	if s >= len(d.lows) {
		return lowered(text)
	}
	if m := d.lows[s]; m.text == text && m.low != "" {
		return m.low
	}
	low := lowered(text)
	d.lows[s] = lowMemo{text, low}
	return low
}

// Item is one ingredient of a dish.
type Item struct {
	Line
	Display string // the food as the recipe names it
}

// ItemFrom reads one ingredient as sent.
func ItemFrom(in IngredientInput) Item {
	text := strings.TrimSpace(in.Text)
	if text == "" {
		var parts []string
		if in.Quantity != nil {
			parts = append(parts, strconv.FormatFloat(*in.Quantity, 'f', -1, 64))
		}
		if in.Unit != "" && in.Unit != "piece" {
			parts = append(parts, in.Unit)
		}
		parts = append(parts, in.Name)
		text = strings.Join(parts, " ")
		if in.Preparation != "" {
			text += ", " + in.Preparation
		}
	}
	l := ParseLine(text)
	if in.Grams != nil && *in.Grams > 0 {
		l.Grams = *in.Grams
	}
	display := strings.TrimSpace(in.Name)
	if display == "" {
		display = l.Name
	}
	if l.Preparation == "" {
		l.Preparation = in.Preparation
	}
	return Item{Line: l, Display: display}
}

// DishFrom reads a recipe as sent. Servings default to 4.
func DishFrom(r RecipeInput) Dish {
	d := Dish{Name: r.DisplayName(), Summary: withoutSkillNote(r.Summary), Servings: r.Servings}
	if d.Servings <= 0 {
		d.Servings, d.servingsUnsent = DefaultServings, true
	}
	for _, in := range r.Ingredients {
		d.Items = append(d.Items, ItemFrom(in))
	}
	for i, s := range r.StepList() {
		st := Step{Step: i + 1, Text: strings.TrimSpace(s.Text), Minutes: s.Minutes}
		if st.Minutes == 0 {
			// A pasted step keeps the minutes its text names ("simmer 2 hours"), in every
			// operation, so its timing adds up; a step that names none stays 0.
			st.Minutes, _ = textMinutes(st.Text)
		}
		d.Steps = append(d.Steps, st)
	}
	return d
}

// Change is one thing a transform changed, and why.
type Change struct {
	From   string `json:"from"`
	To     string `json:"to"`
	Reason string `json:"reason"`
}

// OutLine is one ingredient of a transformed recipe. The enrichment fields are set by
// enrich-ingredients only.
type OutLine struct {
	Name        string     `json:"name"`
	Quantity    float64    `json:"quantity"`
	Unit        string     `json:"unit"`
	Grams       float64    `json:"grams"`
	Preparation string     `json:"preparation"`
	Category    string     `json:"category"`
	Text        string     `json:"text"`
	Note        string     `json:"note,omitempty"`
	Known       *bool      `json:"known,omitempty"`
	Allergens   []string   `json:"allergens,omitempty"`
	Nutrition   *Nutrients `json:"nutrition,omitempty"`
}

// Transformed is what every AI operation returns as data: the recipe in the common
// shape, what changed, and the operation's own figures.
type Transformed struct {
	Name            string       `json:"name"`
	Summary         string       `json:"summary,omitempty"`
	Servings        int          `json:"servings"`
	Ingredients     []OutLine    `json:"ingredients"`
	Steps           []Step       `json:"steps"`
	Changes         []Change     `json:"changes"`
	Tone            string       `json:"tone,omitempty"`
	NutritionBefore *Nutrition   `json:"nutrition_before,omitempty"`
	NutritionAfter  *Nutrition   `json:"nutrition_after,omitempty"`
	CostBefore      *Cost        `json:"cost_before,omitempty"`
	CostAfter       *Cost        `json:"cost_after,omitempty"`
	TargetMet       *bool        `json:"target_met,omitempty"`
	Note            string       `json:"note,omitempty"`
	Method          string       `json:"method,omitempty"`
	Timing          *Timing      `json:"timing,omitempty"`
	Equipment       []string     `json:"equipment,omitempty"`
	Substitutes     []Substitute `json:"substitutes,omitempty"`
	Totals          *Totals      `json:"totals,omitempty"`
	// Unweighed lists the lines whose grams could not be known, so nutrition and cost
	// leave them out; nutrition says partial when one of them matters.
	Unweighed []Unweighed `json:"unweighed_ingredients"`
}

// Unweighed is an ingredient line the engine could not weigh, and why.
type Unweighed struct {
	Text   string `json:"text"`
	Reason string `json:"reason"`
}

// Totals are enrich-ingredients' sums.
type Totals struct {
	Grams     float64   `json:"grams"`
	Nutrition Nutrition `json:"nutrition"`
	Cost      Cost      `json:"cost"`
	Allergens []string  `json:"allergens"`
	Unknown   []string  `json:"unknown"`
}

// TransformError is a request the transform cannot honour (CONTRACT: 422).
type TransformError struct {
	Field  string
	Reason string
}

func (e *TransformError) Error() string { return e.Reason }

// outLines writes the dish's items in the common shape.
func (d *Dish) outLines() []OutLine {
	out := make([]OutLine, 0, len(d.Items))
	for _, it := range d.Items {
		out = append(out, it.out())
	}
	return out
}

func (it Item) out() OutLine {
	o := OutLine{Name: it.Display, Quantity: round2(it.Quantity), Unit: it.Unit, Grams: it.Grams, Preparation: it.Preparation, Text: it.Text, Note: it.Note}
	if in := it.Ingredient; in != nil {
		o.Category = in.Category
	}
	if o.Text == "" {
		o.Text = it.Display
	}
	return o
}

// nutrition computes a dish's nutrition from the grams of its known ingredients.
func (d *Dish) nutrition() Nutrition {
	var total Nutrients
	fries := d.fries()
	for i, it := range d.Items {
		if it.Ingredient != nil && it.Grams > 0 {
			total = total.add(NutrientsOf(it.Ingredient, d.eatenGrams(i, fries)))
		}
	}
	n := perServing(total, d.Servings)
	n.Partial = d.partial()
	return n
}

// unweighed lists the lines whose weight is unknown, with the reason. A seasoning "to
// taste" is listed but does not make the nutrition partial: there is nothing to weigh.
func (d *Dish) unweighed() []Unweighed {
	out := []Unweighed{}
	for _, it := range d.Items {
		if it.Grams > 0 {
			continue
		}
		out = append(out, Unweighed{Text: it.lineText(), Reason: it.unweighedReason()})
	}
	return out
}

// partial reports whether a line that matters could not be weighed.
func (d *Dish) partial() bool {
	for _, it := range d.Items {
		if it.Grams <= 0 && !it.negligible() {
			return true
		}
	}
	return false
}

// negligible is a known seasoning or garnish with no amount: salt to taste, cooking spray.
func (it Item) negligible() bool {
	return it.Known && it.Quantity == 0 && (it.Optional || it.Ingredient.Is(RoleSpice|RoleHerb|RoleGarnish) ||
		it.Ingredient.Name == "cooking spray" || it.Ingredient.Name == "water")
}

func (it Item) lineText() string {
	if it.Text != "" {
		return it.Text
	}
	return it.Display
}

func (it Item) unweighedReason() string {
	switch {
	case !it.Known:
		return "not a known ingredient: left out of nutrition and cost"
	case it.negligible():
		return "no amount given (to taste): not counted"
	case it.Quantity == 0:
		return "no amount given: left out of nutrition and cost"
	case it.Unit != "":
		return fmt.Sprintf("no weight known for a %s of %s: left out of nutrition and cost", it.Unit, it.Ingredient.Name)
	}
	return fmt.Sprintf("no weight known for one %s: left out of nutrition and cost", it.Ingredient.Name)
}

// cost computes a dish's cost from the price table.
func (d *Dish) cost() Cost {
	total := 0.0
	for _, it := range d.Items {
		if it.Ingredient != nil && it.Grams > 0 {
			total += lineCost(it.Ingredient, it.Grams, it.Text)
		}
	}
	per := round2(total / float64(d.Servings))
	return Cost{Currency: "USD", PerServing: per, Total: round2(per * float64(d.Servings))}
}

// ingredients lists the table foods of the dish.
func (d *Dish) ingredients() []*Ingredient {
	var out []*Ingredient
	for _, it := range d.Items {
		if it.Ingredient != nil {
			out = append(out, it.Ingredient)
		}
	}
	return out
}

// result starts a transform's answer from the dish as it now is.
func (d *Dish) result(changes []Change) *Transformed {
	if changes == nil {
		changes = []Change{}
	}
	steps := d.Steps
	if steps == nil {
		steps = []Step{}
	}
	if d.alcoholGone() {
		steps = append([]Step(nil), steps...) // the answer never shares the input's steps
		for i := range steps {
			steps[i].Text = withoutAlcohol(steps[i].Text)
		}
	}
	return &Transformed{Name: d.Name, Summary: withoutSaltNote(d.Summary), Servings: d.Servings, Ingredients: d.outLines(), Steps: steps, Changes: changes,
		Unweighed: d.unweighed()}
}

// clone copies a dish so a transform can change it freely.
func (d Dish) clone() Dish {
	d.Items = append([]Item(nil), d.Items...)
	return d.cloneSteps()
}

// cloneSteps copies only the steps, for a transform that changes nothing else (a tone).
func (d Dish) cloneSteps() Dish {
	d.Steps = append([]Step(nil), d.Steps...)
	// The copy keeps its own memo of the lowered steps, starting from what the original
	// knew: an entry holds only while its step's text is the one it was made from.
	d.lows = append([]lowMemo(nil), d.lows...)
	return d
}

// insertStep puts a step before step index at, renumbering.
func (d *Dish) insertStep(at int, text string) {
	at = max(0, min(at, len(d.Steps)))
	d.Steps = append(d.Steps[:at], append([]Step{{Text: text}}, d.Steps[at:]...)...)
	for i := range d.Steps {
		d.Steps[i].Step = i + 1
	}
}

// replaceFood swaps item i for the food to at ratio times the weight, rewriting the
// item's text and every step that names the old food.
func (d *Dish) replaceFood(i int, to *Ingredient, ratio float64, prep string) Change {
	return d.replaceFoods([]int{i}, to, ratio, prep, to.Name)
}

// replaceFoods swaps the items at idx (a food and its parts: eggs and yolks) for one
// line of to at ratio times their weight, and rewrites every step that names any of
// them, calling the new food stepName there.
func (d *Dish) replaceFoods(idx []int, to *Ingredient, ratio float64, prep, stepName string) Change {
	first := d.Items[idx[0]]
	var oldGrams, oldQty float64
	var from []string
	for _, i := range idx {
		oldGrams += d.Items[i].Grams
		oldQty += d.Items[i].Quantity
		from = append(from, d.Items[i].Text)
	}
	was := make([]string, len(d.Steps))
	for s := range d.Steps {
		was[s] = d.Steps[s].Text
	}
	d.renameItems(idx, first.Ingredient, to, stepName)
	d.nameKindWord(first.Ingredient, to, stepName, was)
	if first.Ingredient != nil && solidFats[first.Ingredient.Name] && !solidFats[to.Name] {
		prep = liquidPrep(prep) // an oil is not softened or cubed
	}
	prep = withoutNamesOf(prep, first) // "red pepper", the cook's word for the food swapped out
	if uncut(to) && !uncut(first.Ingredient) {
		prep = withoutKnifePrep(prep) // garlic powder is not minced
	}
	prep = biggerPieceCut(prep, first.Ingredient, to)
	if strings.Contains(prep, cobKernels) && !strings.Contains(to.Name, "corn") {
		// Kale or artichokes have no cob: the line and the prep work lose the kernels.
		prep = strings.TrimSuffix(strings.TrimPrefix(strings.Replace(prep, cobKernels, "", 1), ", "), ", ")
		for s := range d.Steps {
			d.Steps[s].Text = withoutTask(d.Steps[s].Text, "cut the kernels from the cob")
		}
	}
	grams := round1(oldGrams * ratio)
	if j := d.indexOf(to, idx); j >= 0 && oldGrams > 0 && d.Items[j].Grams > 0 {
		// The dish has the new food already: one line of it, with both amounts.
		it := d.Items[j]
		p := &part{in: to, grams: it.Grams + grams, prep: it.Preparation, role: roleFor(to)}
		it.Quantity, it.Unit, it.Grams = p.measure()
		it.Text = lineText(it.Quantity, it.Unit, it.Display, it.Preparation)
		d.Items[j] = it
		uses := make([]bool, len(d.Steps))
		for s := range d.Steps {
			uses[s] = d.Steps[s].Text != was[s]
		}
		d.restateShares(j, grams, uses)
		d.removeItems(idx)
		// The change says what the swap adds, and the line it joined.
		added := &part{in: to, grams: grams, role: roleFor(to)}
		q, u, _ := added.measure()
		return Change{From: strings.Join(from, "; "), To: lineText(q, u, to.Name, "") + ", added to the line: " + it.Text}
	}
	p := &part{in: to, grams: grams, prep: prep, role: roleFor(to)}
	qty, unit, g := p.measure()
	if w, ok := to.UnitGrams(first.Unit); ok && len(idx) == 1 && first.Quantity > 0 && (first.Unit == "tbsp" || first.Unit == "tsp") {
		// One for one is spoon for spoon: "2 tbsp oyster sauce" becomes "2 tbsp hoisin
		// sauce", not 2 1/2 tbsp of a lighter sauce weighed to the gram; and "twice as
		// much" of 1 1/2 tbsp is 3 tbsp (review 32 #39 wrote 3 1/2).
		qty, unit = kitchenRound(oldQty*ratio, first.Unit), first.Unit
		g = round1(qty * w)
	}
	if w, ok := to.UnitGrams("cup"); ok && len(idx) == 1 && first.Unit == "cup" && first.Quantity > 0 && unit != "cup" &&
		math.Abs(kitchenRound(grams/w, "cup")*w-grams) <= grams*0.1 {
		// A cup of cream becomes cups of what takes its place, not a can of it.
		qty, unit = kitchenRound(grams/w, "cup"), "cup"
		g = round1(qty * w)
	}
	if oldGrams == 0 {
		qty, unit, g = 0, "", 0
	}
	text := to.Name
	if g > 0 {
		text = lineText(qty, unit, to.Name, prep)
	} else if prep != "" {
		text += ", " + prep
	}
	d.Items[idx[0]] = Item{Line: Line{Text: text, Quantity: qty, Unit: unit, Name: to.Name, Preparation: prep, Grams: g,
		Known: true, Ingredient: to, Matched: to.Name, Optional: first.Optional}, Display: to.Name}
	d.removeItems(idx[1:])
	return Change{From: strings.Join(from, "; "), To: text}
}

// nameKindWord makes a step name the new food where the steps called the old one only
// by its kind ("brush with half the sauce" for the bbq sauce): no step named it, so the
// rename changed none (was is the steps before it), and tomato paste in for the bbq
// sauce would be a line no step uses. The first "the sauce" becomes "the tomato paste";
// the later ones read as that, as they read as the bbq sauce.
func (d *Dish) nameKindWord(from, to *Ingredient, stepName string, was []string) {
	if from == nil || to == nil || from == to {
		return
	}
	sp := strings.LastIndexByte(from.Name, ' ')
	if sp < 0 || !vagueHeads[from.Name[sp+1:]] || strings.HasSuffix(to.Name, from.Name[sp:]) {
		return // "the sauce" still names a hoisin sauce in for an oyster sauce
	}
	kind, low := "the "+from.Name[sp+1:], lowered(stepName)
	for s := range d.Steps {
		if d.Steps[s].Text != was[s] || containsWord(lowered(d.Steps[s].Text), low) {
			return // a step named the old food, or names the new one
		}
	}
	for s := range d.Steps {
		t := d.Steps[s].Text
		lt := lowered(t)
		if len(lt) != len(t) {
			continue
		}
		for from := 0; ; {
			at := strings.Index(lt[from:], kind)
			if at < 0 {
				break
			}
			at += from
			end := at + len(kind)
			if !isLetterAt(lt, at-1) && !isLetterAt(lt, end) { // "the saucepan" is a pan
				d.Steps[s].Text = t[:at+len("the ")] + stepName + t[end:]
				return
			}
			from = end
		}
	}
}

// cobKernels is corn's preparation, which names no food and so survives a rename.
const cobKernels = "kernels cut from the cob"

// withoutTask drops a task from a list of them in a step ("Meanwhile, cut the kernels
// from the cob; drain the beans."), and a sentence that was only that task.
func withoutTask(text, task string) string {
	if !strings.Contains(lowered(text), task) {
		return text
	}
	for _, t := range []string{task, upperFirst(task)} {
		for _, pair := range [][2]string{{t + "; ", ""}, {"; " + t, ""}, {"Meanwhile, " + t + ". ", ""}, {"Meanwhile, " + t + ".", ""},
			{"Prep: " + t + ". ", ""}, {t + ". ", ""}} {
			if strings.Contains(text, pair[0]) {
				return strings.TrimSpace(strings.Replace(text, pair[0], pair[1], 1))
			}
		}
	}
	return text
}

// withoutNamesOf drops from a preparation the parts that only name the food of it (the
// cook's own word for it, kept beside the table's name), which name another food once
// the line is swapped.
func withoutNamesOf(prep string, it Item) string {
	if prep == "" || it.Ingredient == nil {
		return prep
	}
	names := append([]string{it.Ingredient.Name, lowered(it.Display), lowered(it.Name)}, it.Ingredient.Aliases...)
	var keep []string
	for _, p := range strings.Split(prep, ",") {
		p = strings.TrimSpace(p)
		if p != "" && !containsString(names, lowered(p)) {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, ", ")
}

// relined writes an item's line for its amount now, keeping the cook's own name for the
// food in brackets where the line had it so: "1 1/4 cups beef broth (beef stock)".
func (it Item) relined() string {
	if it.Unit != "" && it.Quantity > 0 && strings.Contains(it.Display, " ") {
		// "2 celery ribs": the unit is in the name, and is not said twice ("3 ribs celery ribs").
		last := it.Display[strings.LastIndexByte(it.Display, ' ')+1:]
		if last == it.Unit || last == it.Unit+"s" {
			it.Unit = ""
		}
	}
	bare := withoutNamesOf(it.Preparation, it)
	if bare == it.Preparation {
		return lineText(it.Quantity, it.Unit, it.Display, it.Preparation)
	}
	text := lineText(it.Quantity, it.Unit, it.Display, "")
	for _, p := range strings.Split(it.Preparation, ",") {
		if p = strings.TrimSpace(p); p != "" && !strings.Contains(", "+bare+",", ", "+p+",") {
			text += " (" + p + ")"
		}
	}
	if bare != "" {
		text += ", " + bare
	}
	return text
}

// indexOf returns the index of the item that is in, leaving out the indexes in skip, or -1.
func (d *Dish) indexOf(in *Ingredient, skip []int) int {
	for j, it := range d.Items {
		if it.Ingredient == in && !containsInt(skip, j) {
			return j
		}
	}
	return -1
}

// removeItems drops the items at idx.
func (d *Dish) removeItems(idx []int) {
	if len(idx) == 0 {
		return
	}
	keep := d.Items[:0]
	for j, it := range d.Items {
		if !containsInt(idx, j) {
			keep = append(keep, it)
		}
	}
	d.Items = keep
}

func roleFor(in *Ingredient) Role {
	for _, r := range []Role{RoleFat, RoleSpice, RoleSauce, RoleLiquid, RoleHerb, RoleProtein, RoleVegetable, RoleStarch} {
		if in.Is(r) {
			return r
		}
	}
	return RoleGarnish
}

// scaleItem changes the amount of item i by factor. A line the cook measured keeps its
// unit ("2 cans" becomes "3 cans", not grams), rounded to what a cook can measure.
func (d *Dish) scaleItem(i int, factor float64) Change {
	it := d.Items[i]
	before := it.Text
	if it.Ingredient != nil && it.Grams > 0 && it.Quantity > 0 && kitchenRound(it.Quantity*factor, it.Unit) == it.Quantity && factor != 1 {
		// The measure cannot go lower ("1/4 cup" halved): the spoons measure what is kept.
		p := &part{in: it.Ingredient, grams: it.Grams * factor, prep: it.Preparation, role: roleFor(it.Ingredient)}
		it.Quantity, it.Unit, it.Grams = p.measure()
		it.Text = it.relined()
		d.Items[i] = it
		return Change{From: before, To: it.Text}
	}
	if it.Ingredient != nil && it.Grams > 0 && it.Quantity > 0 {
		q, was := kitchenRound(it.Quantity*factor, it.Unit), it.Quantity
		it.Grams = round1(it.Grams * q / it.Quantity)
		it.Quantity = q
		it.Text = it.relined()
		d.Items[i] = it
		d.scaleStepAmounts(i, was)
		return Change{From: before, To: it.Text}
	}
	it.Grams = round1(it.Grams * factor)
	it.Quantity = round2(it.Quantity * factor)
	if it.Ingredient != nil && it.Grams > 0 {
		p := &part{in: it.Ingredient, grams: it.Grams, prep: it.Preparation, role: roleFor(it.Ingredient)}
		it.Quantity, it.Unit, it.Grams = p.measure()
		it.Text = it.relined()
	}
	d.Items[i] = it
	return Change{From: before, To: it.Text}
}
